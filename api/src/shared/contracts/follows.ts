/** One artist a reader follows, as GET /api/follows lists them (the most recently followed first). */
export interface FollowView {
  artistId: number;
  name: string;
  followedAt: string;
}

/** How many artists one reader may follow: enough for any fan, a bound on what one session can store. */
export const MAX_FOLLOWS = 200;
