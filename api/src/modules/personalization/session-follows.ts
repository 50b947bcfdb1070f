import { Injectable } from '@nestjs/common';
import { FollowsStore, type FollowRow } from '../follows/follows.store';
import { SubscriberSessionsStore } from '../subscriptions/subscriber-sessions.store';

/**
 * The artists a visitor session follows. A session recognised as a
 * subscriber reads the subscription's follows (moved there when the session
 * was linked); the link, not the cookie, decides, so an answer kept per URL
 * changes only with the tables it names.
 */
@Injectable()
export class SessionFollows {
  constructor(
    private readonly follows: FollowsStore,
    private readonly subscriberSessions: SubscriberSessionsStore,
  ) {}

  async of(sessionId: string): Promise<FollowRow[]> {
    const subscriptionId = await this.subscriberSessions.subscriptionOf(sessionId);
    return this.follows.followedBy(subscriptionId === null ? { sessionId } : { subscriptionId });
  }
}
