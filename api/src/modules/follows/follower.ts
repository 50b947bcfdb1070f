/** Who follows: an anonymous reader by their visitor session, or a subscriber by their subscription. */
export type Follower = { sessionId: string } | { subscriptionId: number };

/** The column that names this follower and its value, for the store's statements. */
export function followerColumn(follower: Follower): {
  column: 'session_id' | 'subscription_id';
  value: string | number;
} {
  return 'sessionId' in follower
    ? { column: 'session_id', value: follower.sessionId }
    : { column: 'subscription_id', value: follower.subscriptionId };
}
