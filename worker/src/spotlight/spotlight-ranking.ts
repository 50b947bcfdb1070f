import type { SpotlightCandidate } from '@api/modules/artists/spotlight-week.store';
import type { SpotlightReason } from '@api/shared/contracts/artist-story';
import { SPOTLIGHT_WINDOW_DAYS, spotlightScore } from '@api/shared/domain/spotlight';

/** Weeks an artist rests after a spotlight before they can be picked again. */
export const SPOTLIGHT_COOLDOWN_WEEKS = 8;
export { SPOTLIGHT_WINDOW_DAYS, spotlightScore };

/**
 * Best first: new music weighs most, then press; ties go to artists spotlighted
 * fewer times, then to the newest profile (highest id), so the order is total
 * and a re-run picks the same five.
 */
export function rankSpotlightCandidates(candidates: readonly SpotlightCandidate[]): SpotlightCandidate[] {
  return [...candidates].sort(
    (a, b) => spotlightScore(b) - spotlightScore(a) || a.timesSpotlighted - b.timesSpotlighted || b.id - a.id,
  );
}

/** What the artist's page shows of a pick: the signals the score was made of. */
export function spotlightReason(candidate: SpotlightCandidate, week: string): SpotlightReason {
  return {
    week,
    recentReleases: candidate.recentReleases,
    articleMentions: candidate.articleMentions,
    score: spotlightScore(candidate),
    windowDays: SPOTLIGHT_WINDOW_DAYS,
  };
}
