import type { ReactNode } from 'react';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { StatusSkeleton } from '../../../components/ui/status-skeleton';
import { LATEST_NEWS_LIMIT } from '../front-page';

/** The five-up row of covers and portraits, and its placeholder. */
export const FIVE_UP_GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5';
export const FRESH_DROPS_LIMIT = 5;
export const NEXT_EVENTS = 3;
export const EVENTS_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export type HomeSectionName = 'latest' | 'artists' | 'releases' | 'events' | 'archive';

interface HomeSectionCopy {
  kicker: string;
  title: string;
  seeAll: { href: string; label: string };
  className: string;
  /** A section on a full-width band keeps its content in the page's column. */
  column?: string;
  /** Stands in for the list while it loads, shaped like it. */
  loading: ReactNode;
  failed: string;
  empty: string;
}

/**
 * What each home page section says around its list, keyed by the section's
 * anchor ('/#releases'): the heading, the way to the full listing, and the
 * words for a list that is loading, failed or empty. The sections that section
 * links focus drop the focus outline.
 */
export const HOME_SECTIONS: Record<HomeSectionName, HomeSectionCopy> = {
  latest: {
    kicker: "What's happening",
    title: 'Latest News',
    seeAll: { href: '/articles', label: 'View All' },
    className: 'mx-auto max-w-6xl scroll-mt-24 px-4 py-12 outline-none',
    loading: (
      <SkeletonList
        label="Loading articles"
        count={LATEST_NEWS_LIMIT}
        className="space-y-6"
        itemClassName="space-y-3 border-b border-zinc-800 pb-6"
        lines={['h-4 w-32', 'h-7 w-4/5', 'h-4 w-full']}
      />
    ),
    failed: 'Failed to fetch articles',
    empty: 'No articles yet. Check back later for the latest hip hop news and updates.',
  },
  artists: {
    kicker: 'Five to watch this week',
    title: 'Artist Spotlight',
    seeAll: { href: '/artist-spotlight', label: 'Full Spotlight' },
    className: 'scroll-mt-24 bg-zinc-950 py-12 outline-none',
    column: 'mx-auto max-w-6xl px-4',
    loading: (
      <SkeletonList
        label="Loading artists"
        count={5}
        className={FIVE_UP_GRID}
        itemClassName="space-y-3"
        lines={['aspect-square w-full', 'h-5 w-3/4']}
      />
    ),
    failed: 'Unable to load featured artists. Please try again later.',
    empty: "The weekly artist spotlight hasn't been generated yet. Check back soon for fresh talent discoveries!",
  },
  releases: {
    kicker: 'New music',
    title: 'Fresh Drops',
    seeAll: { href: '/releases', label: 'See All Releases' },
    className: 'mx-auto max-w-6xl scroll-mt-24 px-4 py-12 outline-none',
    loading: (
      <SkeletonList
        label="Loading releases"
        count={FRESH_DROPS_LIMIT}
        className={FIVE_UP_GRID}
        itemClassName="space-y-3"
        lines={['aspect-square w-full', 'h-5 w-3/4', 'h-4 w-1/2']}
      />
    ),
    failed: 'Unable to load releases. Please try again later.',
    empty: 'No fresh drops yet. New releases land here as soon as they are out.',
  },
  events: {
    kicker: 'Live',
    title: 'Upcoming Events',
    seeAll: { href: '/events', label: 'All Events' },
    className: 'mx-auto max-w-6xl scroll-mt-24 px-4 py-12',
    loading: (
      <SkeletonList
        label="Loading events"
        count={NEXT_EVENTS}
        className={EVENTS_GRID}
        itemClassName="space-y-3 rounded-sm border border-zinc-800 p-5"
        lines={['h-4 w-40', 'h-7 w-3/4', 'h-4 w-1/2']}
      />
    ),
    failed: 'Unable to load events. Please try again later.',
    empty: 'No upcoming events right now. Check back soon.',
  },
  archive: {
    kicker: 'Newsletter',
    title: 'From the Archive',
    seeAll: { href: '/newsletters', label: 'Full Archive' },
    className: 'mx-auto max-w-6xl scroll-mt-24 px-4 py-12',
    loading: (
      <StatusSkeleton label="Loading issues" className="space-y-4" lines={['h-6 w-3/4', 'h-4 w-full', 'h-6 w-2/3']} />
    ),
    failed: 'The archive could not be loaded. Please try again in a moment.',
    empty: 'No issues yet: subscribe above to get the first one.',
  },
};
