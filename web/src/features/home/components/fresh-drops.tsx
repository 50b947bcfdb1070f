import { Link } from 'wouter';
import { releaseTimeLabel } from '@api/shared/domain/time-labels';
import { SafeImage } from '../../../components/ui/safe-image';
import { releaseArt } from '../../../lib/artwork';
import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { secondaryButton } from '../../../components/ui/styles';
import { useReleases } from '../../releases/api/releases';
import { SectionHeading } from './section-heading';

export const FRESH_DROPS_LIMIT = 5;

export function FreshDrops() {
  const releases = useReleases();

  return (
    <section
      id="releases"
      aria-labelledby="releases-title"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12 outline-none"
    >
      <SectionHeading
        id="releases-title"
        kicker="New music"
        action={
          <Link href="/releases" className={secondaryButton}>
            See All Releases
          </Link>
        }
      >
        Fresh Drops
      </SectionHeading>
      <QueryStates
        query={releases}
        loading={
          <SkeletonList
            label="Loading releases"
            count={FRESH_DROPS_LIMIT}
            className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
            itemClassName="space-y-3"
            lines={['aspect-square w-full', 'h-5 w-3/4', 'h-4 w-1/2']}
          />
        }
        failed={
          <p role="alert" className="text-red-300">
            Unable to load releases. Please try again later.
          </p>
        }
        empty={<p className="text-zinc-300">No fresh drops yet. New releases land here as soon as they are out.</p>}
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {data.slice(0, FRESH_DROPS_LIMIT).map((release) => (
              <li key={release.id} className="group">
                <article>
                  <div className="relative">
                    <SafeImage
                      src={release.imageUrl}
                      fallbackSrc={releaseArt(release)}
                      alt=""
                      aspect="1 / 1"
                      className="rounded-sm"
                    />
                    <span className="absolute left-2 top-2 bg-black/85 px-2 py-0.5 text-[11px] font-black uppercase tracking-wider text-yellow-300">
                      {release.type}
                    </span>
                  </div>
                  <h3 className="mt-3 font-display text-lg uppercase leading-tight text-white">{release.title}</h3>
                  <p className="text-sm font-bold text-zinc-300">{release.artist}</p>
                  <p className="mt-1 text-xs font-black uppercase tracking-wider text-yellow-300">
                    {releaseTimeLabel(release.releaseDate)}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
