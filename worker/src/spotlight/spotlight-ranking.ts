/** What the spotlight knows about each eligible artist. */
export interface SpotlightCandidate {
  id: number;
  name: string;
  /** Releases in the 30 days before the week ends. */
  recentReleases: number;
  /** Articles in the same window naming the artist. */
  articleMentions: number;
  /** Weeks this artist was ever spotlighted. */
  timesSpotlighted: number;
}

export const SPOTLIGHT_SIZE = 5;
export const SPOTLIGHT_COOLDOWN_WEEKS = 8;
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
