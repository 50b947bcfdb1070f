import type { ContentTable } from '../../database/content-tables';
import { currentIsoWeek } from '../../shared/domain/iso-week';

/**
 * The public GETs whose answers are cached, and the tables each one reads.
 * An answer is reused only while all of its tables keep the version they had
 * when it was read. A route missing here is simply never cached.
 */
export interface CacheableRoute {
  name: string;
  pattern: RegExp;
  tables: readonly ContentTable[];
  /** Upper bound on an answer's life, for answers that also depend on the clock. */
  ttlMs: number;
  /** Anything besides the URL the answer depends on. */
  keySuffix?: () => string;
}

const MINUTE = 60_000;

export const CACHEABLE_ROUTES: readonly CacheableRoute[] = [
  { name: 'articles', pattern: /^\/api\/articles\/?$/, tables: ['articles'], ttlMs: 10 * MINUTE },
  { name: 'article', pattern: /^\/api\/articles\/[^/]+$/, tables: ['articles'], ttlMs: 10 * MINUTE },
  {
    name: 'spotlight',
    pattern: /^\/api\/artists\/spotlight$/,
    tables: ['artists', 'artist_spotlights'],
    ttlMs: 10 * MINUTE,
    // Without ?week= the answer is the current ISO week's: a new week is a new answer.
    keySuffix: () => currentIsoWeek(),
  },
  { name: 'artists', pattern: /^\/api\/artists\/?$/, tables: ['artists'], ttlMs: 10 * MINUTE },
  { name: 'artist', pattern: /^\/api\/artists\/[^/]+$/, tables: ['artists'], ttlMs: 10 * MINUTE },
  { name: 'releases', pattern: /^\/api\/releases\/?$/, tables: ['releases', 'artists'], ttlMs: 10 * MINUTE },
  // "Upcoming first" moves as the clock passes an event's date, with no write at all.
  { name: 'events', pattern: /^\/api\/events\/?$/, tables: ['events'], ttlMs: 30_000 },
  { name: 'newsletters', pattern: /^\/api\/newsletters\/?$/, tables: ['newsletters'], ttlMs: 10 * MINUTE },
];

export function cacheableRouteFor(path: string): CacheableRoute | undefined {
  return CACHEABLE_ROUTES.find((route) => route.pattern.test(path));
}
