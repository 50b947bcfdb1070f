/** One abuse limit: at most `points` counted actions per key within `durationSeconds`. */
export interface RateLimitRule {
  /** Names the rule's counters in the store (`subscribe`, `login-username`); keys never mix across rules. */
  name: string;
  points: number;
  /** The window starts at a key's first counted action and does not slide. */
  durationSeconds: number;
  /** Once the limit is passed, refuse the key this long from that moment (a lock), instead of until the window ends. */
  blockSeconds?: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Actions left in the window after this one. */
  remaining: number;
  /** Seconds until the key may act again (refused) or until its window ends (allowed). */
  retryAfterSeconds: number;
}
