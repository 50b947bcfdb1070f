import type { ReleaseListingView } from '@api/shared/contracts/content';
import { countOf } from '@api/shared/domain/plural';

/**
 * What the Sources panel says of a release's listings. Readers get one link
 * per source (a store listing the standard and the deluxe edition is one place
 * to go), so sources are counted, not listings; a release typed in on the desk
 * has no listing, and readers see the link it was given.
 */
export function releaseSourcesSummary(listings: readonly ReleaseListingView[]): string {
  const sources = new Set(listings.map((listing) => listing.source)).size;
  if (sources === 0) return 'No source lists this release yet. Readers see the link typed in here.';
  return `Listed by ${countOf(sources, 'source')}. Readers see one release with a link to each.`;
}
