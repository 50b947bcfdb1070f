/** Artists in one week's spotlight: the generator picks this many and the page shows this many. */
export const SPOTLIGHT_SIZE = 5;

/** Releases and articles count when dated in the 30 days before the week ends. */
export const SPOTLIGHT_WINDOW_DAYS = 30;

const RELEASE_WEIGHT = 3;
const MENTION_WEIGHT = 1;
/** Past the fifth article, more coverage says little about being "emerging". */
const MENTION_CAP = 5;

/** The spotlight's score of an artist: new music weighs most, then press. */
export function spotlightScore(signals: { recentReleases: number; articleMentions: number }): number {
  return signals.recentReleases * RELEASE_WEIGHT + Math.min(signals.articleMentions, MENTION_CAP) * MENTION_WEIGHT;
}
