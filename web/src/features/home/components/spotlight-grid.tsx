import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { secondaryButton } from '../../../components/ui/styles';
import { useSpotlight } from '../../artists/api/artists';
import { ArtistImage } from '../../artists/components/artist-image';
import { SectionHeading } from './section-heading';

export function SpotlightGrid() {
  const { data, isPending, isError } = useSpotlight();

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
        {isPending ? (
          <ul aria-label="Loading artists" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {Array.from({ length: 5 }, (_, index) => (
              <li key={index} className="space-y-3">
                <Skeleton className="aspect-square w-full" />
                <Skeleton className="h-5 w-3/4" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <p role="alert" className="text-red-300">
            Unable to load featured artists. Please try again later.
          </p>
        ) : data.length === 0 ? (
          <p className="text-zinc-300">
            The weekly artist spotlight hasn't been generated yet. Check back soon for fresh talent discoveries!
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {data.map((artist) => (
              <li key={artist.id}>
                <Link
                  href={`/artists/${artist.id}`}
                  className="group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-yellow-400"
                >
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
      </div>
    </section>
  );
}
