import { ReleaseGroups } from '../shared/domain/release-matching/release-groups';
import { pairwiseScores, type Scores } from './clustering-metrics';
import type { LabelledListing } from './eval-data';

export interface ReleaseEvalResult {
  merge: Scores;
  /** Listings whose edition label differs from the gold one. */
  editionErrors: { id: string; expected: string | null; got: string | null }[];
}

export function evaluateReleases(listings: readonly LabelledListing[]): ReleaseEvalResult {
  const groups = new ReleaseGroups();
  let created = 0;
  const predicted: string[] = [];
  const editionErrors: ReleaseEvalResult['editionErrors'] = [];
  for (const listing of listings) {
    const placement = groups.place(listing, () => `g${++created}`);
    predicted.push(placement.groupId);
    if (placement.edition !== listing.edition) {
      editionErrors.push({ id: listing.id, expected: listing.edition, got: placement.edition });
    }
  }
  return {
    merge: pairwiseScores(
      predicted,
      listings.map((listing) => listing.group),
    ),
    editionErrors,
  };
}
