import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { notFound } from '../../http/found-or-404';
import type { ArticleCategory } from '../../shared/domain/categories';
import {
  PREFERENCES_LINK_MESSAGES,
  type SubscriberPreferencesBody,
  type SubscriberPreferencesView,
} from '../../shared/contracts/subscriber-preferences';
import { ArtistsStore } from '../artists/artists.store';
import { FollowsService } from '../follows/follows.service';
import { FollowsStore } from '../follows/follows.store';
import { RecognitionService } from '../recognition/recognition.service';
import { LINK_MESSAGES } from './dto/link-token.dto';
import { SubscriberLinks } from './links/subscriber-links';
import { SubscriberLifecycleStore } from './subscriber-lifecycle.store';
import { SubscriberPreferencesStore } from './subscriber-preferences.store';

/** Subscribers who may still choose what they get: the waiting and the active. */
const CHOOSING = new Set(['pending', 'active']);

/**
 * The preferences page of every email: the signed token in its address is the
 * credential, so a bad or expired one is a 401 that says how to get a fresh
 * link. Without a token, the browser's recognition cookie is: the follows
 * shown and saved here are the subscription's, the same the browser's
 * Follow buttons change while it is recognised.
 */
@Injectable()
export class SubscriberPreferencesService {
  constructor(
    private readonly links: SubscriberLinks,
    private readonly lifecycle: SubscriberLifecycleStore,
    private readonly choices: SubscriberPreferencesStore,
    private readonly follows: FollowsService,
    private readonly followsStore: FollowsStore,
    private readonly artists: ArtistsStore,
    private readonly recognition: RecognitionService,
  ) {}

  async read(token: unknown, request: Request): Promise<SubscriberPreferencesView> {
    return this.view(await this.subscriberOf(token, request));
  }

  private async view(subscriber: { id: number; email: string }): Promise<SubscriberPreferencesView> {
    const [choices, followed] = await Promise.all([
      this.choices.of(subscriber.id),
      this.follows.list({ subscriptionId: subscriber.id }),
    ]);
    return {
      email: subscriber.email,
      follows: followed.map((follow) => follow.artistId),
      followedArtists: followed.map((follow) => ({ artistId: follow.artistId, name: follow.name })),
      categories: choices.categories as ArticleCategory[],
      alerts: choices.alerts,
    };
  }

  /** Replaces every choice at once; an artist readers cannot see (unknown or unpublished) is a 404 and saves nothing. */
  async save(token: unknown, body: SubscriberPreferencesBody, request: Request): Promise<SubscriberPreferencesView> {
    const subscriber = await this.subscriberOf(token, request);
    const published = new Set((await this.artists.chips(body.follows)).map((artist) => artist.id));
    const unknown = body.follows.find((id) => !published.has(id));
    if (unknown !== undefined) throw notFound('Artist', unknown);
    await this.followsStore.replaceForSubscription(subscriber.id, body.follows);
    await this.choices.save(subscriber.id, { categories: body.categories, alerts: body.alerts });
    return this.view(subscriber);
  }

  private async subscriberOf(token: unknown, request: Request) {
    if (token === undefined || token === '') {
      const recognised = await this.recognition.subscriberOf(request);
      if (recognised) return recognised;
    }
    const check = this.links.check(token, 'preferences');
    if (!check.ok) {
      throw new UnauthorizedException(
        check.reason === 'expired' ? PREFERENCES_LINK_MESSAGES.expired : PREFERENCES_LINK_MESSAGES.invalid,
      );
    }
    const subscriber = await this.lifecycle.findById(check.claims.subscriptionId);
    if (!subscriber) throw new UnauthorizedException(LINK_MESSAGES.missing);
    if (!CHOOSING.has(subscriber.status)) throw new ConflictException(LINK_MESSAGES.unsubscribed);
    return subscriber;
  }
}
