import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RECOGNITION_MESSAGES, type RecognitionView } from '../../shared/contracts/recognition';
import { maskedEmail } from '../../shared/domain/masked-email';
import type { Follower } from '../follows/follower';
import { FollowsStore } from '../follows/follows.store';
import type { LinkCheck } from '../subscriptions/links/subscriber-link-token';
import { SubscriberLinks } from '../subscriptions/links/subscriber-links';
import { SubscriberLifecycleStore, SubscriberRecord } from '../subscriptions/subscriber-lifecycle.store';
import { SubscriberCookie } from './subscriber-cookie';
import { SubscriberSessionsStore } from '../subscriptions/subscriber-sessions.store';

/** Subscribers a browser may be recognised as: one who unsubscribed or bounced is nobody's any more. */
const RECOGNISED_STATUSES = new Set(['pending', 'active']);

/**
 * A subscriber recognised by their browser. A signed token from an email link
 * sets a signed cookie naming the subscription; while that cookie verifies and
 * the subscription is live, the visitor sessions the browser uses belong to it:
 * follows are the subscription's (moved from the session when it is linked),
 * and the session's reads are the subscriber's (sessionsOf). Nothing else
 * about identity changes: no account, no password.
 */
@Injectable()
export class RecognitionService {
  constructor(
    private readonly links: SubscriberLinks,
    private readonly cookie: SubscriberCookie,
    private readonly subscribers: SubscriberLifecycleStore,
    private readonly sessions: SubscriberSessionsStore,
    private readonly follows: FollowsStore,
  ) {}

  /** An email link was opened: its token (`st`, or a preferences link's) recognises this browser. */
  async recognise(token: string, sessionId: string, response: Response): Promise<RecognitionView> {
    const check = this.checkToken(token);
    if (!check.ok) {
      throw new UnauthorizedException(
        check.reason === 'expired' ? RECOGNITION_MESSAGES.expired : RECOGNITION_MESSAGES.invalid,
      );
    }
    const subscriber = await this.live(check.claims.subscriptionId);
    if (!subscriber) {
      this.cookie.clear(response);
      throw new UnauthorizedException(RECOGNITION_MESSAGES.notSubscribed);
    }
    await this.link(sessionId, subscriber.id);
    this.cookie.write(response, subscriber.id);
    return { recognised: true, email: maskedEmail(subscriber.email) };
  }

  /**
   * A subscriber followed a link of one of our emails that names their
   * delivery (a digest's counted story link): this browser is theirs from now
   * on, as with a link's own token. Nothing happens for one no longer subscribed.
   */
  async recogniseFromEmail(subscriptionId: number, response: Response): Promise<void> {
    if (await this.live(subscriptionId)) this.cookie.write(response, subscriptionId);
  }

  /** Whom this browser is recognised as; a cookie that no longer names a live subscription is cleared. */
  async current(request: Request, response: Response, sessionId: string): Promise<RecognitionView> {
    const subscriber = await this.subscriberOf(request);
    if (!subscriber) {
      if (this.cookie.present(request)) this.cookie.clear(response);
      return { recognised: false };
    }
    // A browser keeps its cookie when its session id changes (storage cleared): the new session joins too.
    await this.link(sessionId, subscriber.id);
    return { recognised: true, email: maskedEmail(subscriber.email) };
  }

  /** 'Not me': this browser and its session are anonymous again; the subscription keeps its follows. */
  async notMe(sessionId: string, response: Response): Promise<void> {
    await this.sessions.unlink(sessionId);
    this.cookie.clear(response);
  }

  /** The live subscriber the request's cookie names, or null: a cookie counts only when its signature verifies. */
  async subscriberOf(request: Request): Promise<SubscriberRecord | null> {
    const subscriptionId = this.cookie.read(request);
    return subscriptionId === null ? null : this.live(subscriptionId);
  }

  /** Who follows for this request: the recognised subscription (the one source of follows), else the visitor session. */
  async followerOf(request: Request, sessionId: string): Promise<Follower> {
    const subscriber = await this.subscriberOf(request);
    if (!subscriber) return { sessionId };
    await this.link(sessionId, subscriber.id);
    return { subscriptionId: subscriber.id };
  }

  private async link(sessionId: string, subscriptionId: number): Promise<void> {
    if (await this.sessions.link(subscriptionId, sessionId)) {
      await this.follows.moveSessionToSubscription(sessionId, subscriptionId);
    }
  }

  private checkToken(token: string): LinkCheck {
    const recognition = this.links.check(token, 'recognise');
    if (recognition.ok || recognition.reason === 'expired') return recognition;
    // The preferences link of every email recognises its reader too.
    return this.links.check(token, 'preferences');
  }

  private async live(subscriptionId: number): Promise<SubscriberRecord | null> {
    const subscriber = await this.subscribers.findById(subscriptionId);
    return subscriber && RECOGNISED_STATUSES.has(subscriber.status) ? subscriber : null;
  }
}
