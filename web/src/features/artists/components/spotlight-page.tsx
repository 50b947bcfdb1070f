import { currentIsoWeek, parseIsoWeek, weekBadgeLabel } from '@api/shared/domain/iso-week';
import { SPOTLIGHT_SIZE } from '@api/shared/domain/spotlight';
import { useSearch } from 'wouter';
import { useNow } from '../../../lib/clock';
import { QueryStates } from '../../../components/ui/query-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { SkeletonLines, SkeletonList } from '../../../components/ui/skeleton-list';
import { useDocumentHead } from '../../../lib/document-head';
import { useSpotlight } from '../api/artists';
import { SpotlightCard } from './spotlight-card';

/** ?week=YYYY-Wnn picks a week; without one (or with a malformed one) the current ISO week is shown. */
export function chosenWeek(search: string, now: Date = new Date()): string {
  const week = new URLSearchParams(search).get('week');
  return week && parseIsoWeek(week) ? week : currentIsoWeek(now);
}

export default function SpotlightPage() {
  const week = chosenWeek(useSearch(), useNow());
  const spotlight = useSpotlight(week);
  useDocumentHead(
    'Artist Spotlight',
    `Five emerging hip hop artists spotlighted on The Cypher for ${weekBadgeLabel(week)}.`,
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="border-b border-zinc-800 pb-8">
        <p className="inline-block bg-yellow-400 px-3 py-1 text-xs font-black uppercase tracking-[0.2em] text-black">
          {weekBadgeLabel(week)}
        </p>
        <h1 className="mt-4 font-display text-5xl font-black uppercase leading-none tracking-tight text-white sm:text-8xl">
          ARTIST SPOTLIGHT
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-zinc-300">
          {`Every week we spotlight ${SPOTLIGHT_SIZE} emerging artists pushing the culture forward. Press play before everybody else does.`}
        </p>
      </header>

      <QueryStates
        query={spotlight}
        loading={
          <SkeletonList
            label="Loading artists"
            count={5}
            testId="spotlight-skeleton"
            className="mt-10 space-y-6"
            itemClassName="grid gap-4 md:grid-cols-[280px_1fr]"
          >
            <Skeleton className="aspect-square w-full" />
            <div className="space-y-3">
              <SkeletonLines lines={['h-8 w-1/2', 'h-4 w-full', 'h-4 w-4/5']} />
            </div>
          </SkeletonList>
        }
        failed={
          <div role="alert" className="mt-16 text-center">
            <h2 className="font-display text-3xl font-black uppercase text-white">Error Loading Spotlight</h2>
            <p className="mt-3 text-zinc-300">Unable to load featured artists. Please try again later.</p>
          </div>
        }
        empty={
          <div className="mt-16 text-center">
            <h2 className="font-display text-3xl font-black uppercase text-white">No Artists Spotlighted Yet</h2>
            <p className="mt-3 text-zinc-300">
              The weekly artist spotlight hasn't been generated yet. Check back soon for fresh talent discoveries!
            </p>
          </div>
        }
      >
        {(data) => (
          <section aria-labelledby="featured-artists" className="mt-10">
            <h2 id="featured-artists" className="mb-6 font-display text-3xl font-black uppercase text-white">
              This Week's Featured Artists
            </h2>
            <ol className="space-y-6">
              {data.map((artist, index) => (
                <li key={artist.id}>
                  <SpotlightCard artist={artist} rank={index + 1} />
                </li>
              ))}
            </ol>
          </section>
        )}
      </QueryStates>
    </div>
  );
}
