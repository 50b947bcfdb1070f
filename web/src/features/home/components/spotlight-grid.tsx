import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { cardLink, secondaryButton } from '../../../components/ui/styles';
import { useSpotlight } from '../../artists/api/artists';
import { ArtistImage } from '../../artists/components/artist-image';
import { SectionHeading } from './section-heading';
import { artistPath } from '../../../lib/paths';

export function SpotlightGrid() {
  const spotlight = useSpotlight();

  return (
    <section id="artists" aria-labelledby="artists-title" className="scroll-mt-24 bg-zinc-950 py-12 outline-none">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="artists-title"
          kicker="Five to watch this week"
          action={
            <Link href="/artist-spotlight" className={secondaryButton}>
              Full Spotlight
            </Link>
          }
        >
          Artist Spotlight
        </SectionHeading>
        <QueryStates
          query={spotlight}
          loading={
            <SkeletonList
              label="Loading artists"
              count={5}
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
              itemClassName="space-y-3"
              lines={['aspect-square w-full', 'h-5 w-3/4']}
            />
          }
          failed={
            <p role="alert" className="text-red-300">
              Unable to load featured artists. Please try again later.
            </p>
          }
          empty={
            <p className="text-zinc-300">
              The weekly artist spotlight hasn't been generated yet. Check back soon for fresh talent discoveries!
            </p>
          }
        >
          {(data) => (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {data.map((artist) => (
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
        </QueryStates>
      </div>
    </section>
  );
}
