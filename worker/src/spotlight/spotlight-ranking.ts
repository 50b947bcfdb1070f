import type { SpotlightCandidate } from '@api/modules/artists/spotlight-week.store';

/** Weeks an artist rests after a spotlight before they can be picked again. */
export const SPOTLIGHT_COOLDOWN_WEEKS = 8;
/** Releases and articles count when dated in the 30 days before the week ends. */
export const SPOTLIGHT_WINDOW_DAYS = 30;

const RELEASE_WEIGHT = 3;
const MENTION_WEIGHT = 1;
/** Past the fifth article, more coverage says little about being "emerging". */
const MENTION_CAP = 5;

export function spotlightScore(candidate: SpotlightCandidate): number {
  return candidate.recentReleases * RELEASE_WEIGHT + Math.min(candidate.articleMentions, MENTION_CAP) * MENTION_WEIGHT;
}

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
