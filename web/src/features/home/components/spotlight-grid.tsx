import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { cardLink } from '../../../components/ui/styles';
import { useSpotlight } from '../../artists/api/artists';
import { ArtistImage } from '../../artists/components/artist-image';
import { HomeSection } from './home-section';
import { FIVE_UP_GRID } from './home-sections';
import { artistPath } from '../../../lib/paths';

export function SpotlightGrid() {
  const spotlight = useSpotlight();

  return (
    <HomeSection section="artists" query={spotlight}>
      {(artists) => (
        <ul className={FIVE_UP_GRID}>
          {artists.map((artist) => (
            <li key={artist.id}>
              <Link href={artistPath(artist.id)} className={cardLink}>
                <ArtistImage
                  artist={artist}
                  className="rounded-sm transition group-hover:ring-2 group-hover:ring-yellow-400"
                />
                <span className="mt-3 block font-display text-xl font-black uppercase leading-tight text-white group-hover:text-yellow-300">
                  {artist.name}
                </span>
                <span className="mt-1 block">
                  <Badge outline>{artist.genre}</Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
