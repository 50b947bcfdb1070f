/** The admin's scrape sources: GET/POST /api/admin/sources, GET/PATCH/DELETE /api/admin/sources/:id. */

import type { ReviewPolicy } from '../domain/review-policy';

export type ScrapeSourceKindView = 'news' | 'releases';

export interface ScrapeSourceView {
  id: number;
  url: string;
  kind: ScrapeSourceKindView;
  enabled: boolean;
  /** News sources: `publish` puts new stories on the site at once, `review` holds them as drafts for an editor. */
  policy: ReviewPolicy;
  /** ISO 8601. */
  createdAt: string;
  health: {
    /** ISO 8601, or null when never fetched. */
    lastFetchedAt: string | null;
    /** The HTTP status of the last fetch; null when no answer came (name not found, refused, timed out). */
    lastStatus: number | null;
    /** What the last fetch said, in words ('ok: 12 items, 3 new', 'not modified', 'failed: HTTP 404'). */
    lastOutcome: string | null;
    /** Items the feed listed in the last run that read it, and how many of them were new. */
    itemsFound: number | null;
    itemsAdded: number | null;
    consecutiveFailures: number;
    /** Runs the source answered 304 Not Modified to our conditional GET. */
    notModifiedHits: number;
  };
}
