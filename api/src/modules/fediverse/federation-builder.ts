import type { Context, Federation, InboxContext, KvStore } from '@fedify/fedify';
import { actorKeyPair } from '../../fediverse/actor-keys';
import {
  ACTOR_PATH,
  FOLLOWERS_PATH,
  INBOX_PATH,
  SHARED_INBOX_PATH,
  STORY_PATH,
  storyIdOf,
} from '../../fediverse/actor-uris';
import { storyArticle } from '../../fediverse/story-article';
import { fedify } from '../../fediverse/fedify';
import type { FediverseConfig } from '../../config/env';
import type { ArtistActorProfile, ArtistFediverseStore } from '../artists/artist-fediverse.store';
import type { FediverseActivitiesStore } from './fediverse-activities.store';
import { actorProfile, type ActorProfile } from './actor-profiles';
import type { FediverseFollowersStore } from './fediverse-followers.store';
import type { FediverseKeysStore } from './fediverse-keys.store';
import type { FediverseKvStore } from './fediverse-kv.store';
import type { FediverseReactionsStore } from './fediverse-reactions.store';

export interface FederationParts {
  origin: string;
  config: FediverseConfig;
  kv: FediverseKvStore;
  keys: FediverseKeysStore;
  followers: FediverseFollowersStore;
  reactions: FediverseReactionsStore;
  artists: ArtistFediverseStore;
  activities: FediverseActivitiesStore;
  /** The published artists a story names, as the worker mentions them. */
  storyArtists: (articleId: number) => Promise<ArtistActorProfile[]>;
  /** Queues the Accept: the worker sends it, through the address guard, retried. */
  acceptFollow: (actor: string, followerUri: string) => Promise<void>;
}

/**
 * The API's side of the fediverse: WebFinger and the actors (the publication
 * and each published artist, with their public keys), and the inboxes, whose
 * deliveries Fedify verifies (HTTP Signatures) before any listener runs. The
 * API never sends: Accepts and stories go out from the worker's queue.
 */
export function buildFederation(parts: FederationParts): Federation<void> {
  const f = fedify();
  const federation = f.createFederation<void>({
    kv: parts.kv as unknown as KvStore,
    origin: parts.origin,
    allowPrivateAddress: parts.config.allowPrivateAddresses,
  });
  const profileOf = (identifier: string) => actorProfile(identifier, parts.origin, parts.config, parts.artists);

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      const profile = await profileOf(identifier);
      if (!profile) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      return actorOf(ctx, profile, keys);
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (!(await profileOf(identifier))) return [];
      return [await actorKeyPair(parts.keys, identifier)];
    });

  federation
    // Counted, not listed: who follows an actor is the followers' own business, as on a Mastodon account that
    // hides its network. A profile then shows how many follow it.
    .setFollowersDispatcher(FOLLOWERS_PATH, async (_ctx, identifier) =>
      (await profileOf(identifier)) ? { items: [] } : null,
    )
    .setCounter(async (_ctx, identifier) => ((await profileOf(identifier)) ? parts.followers.count(identifier) : null));

  // A story's object as its newest activity left it, so a server (or a reader pasting its address into Mastodon's
  // search) can fetch what it was sent; a story taken down is gone (404).
  federation.setObjectDispatcher(f.Article, STORY_PATH, async (_ctx, values) => {
    if (!/^\d{1,9}$/.test(values.id)) return null;
    const latest = await parts.activities.latestOfStory(Number(values.id));
    if (!latest || latest.kind === 'delete') return null;
    return storyArticle(latest, parts.origin, await parts.storyArtists(latest.data.articleId));
  });

  federation
    .setInboxListeners(INBOX_PATH, SHARED_INBOX_PATH)
    .on(f.Follow, async (ctx, follow) => {
      const target = follow.objectId ? ctx.parseUri(follow.objectId) : null;
      if (!follow.id || target?.type !== 'actor' || !(await profileOf(target.identifier))) return;
      const follower = await follow.getActor(ctx);
      if (!follower?.id || !follower.inboxId) return;
      await parts.followers.add({
        actor: target.identifier,
        followerUri: follower.id.href,
        inbox: follower.inboxId.href,
        sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
        followUri: follow.id.href,
      });
      await parts.acceptFollow(target.identifier, follower.id.href);
    })
    .on(f.Undo, async (ctx, undo) => {
      const object = await undo.getObject(ctx);
      if (object instanceof f.Follow) {
        const target = object.objectId ? ctx.parseUri(object.objectId) : null;
        // Only the follower may take their own follow back.
        if (target?.type !== 'actor' || !undo.actorId || undo.actorId.href !== object.actorId?.href) return;
        await parts.followers.remove(target.identifier, undo.actorId.href);
      } else if (object instanceof f.Like && object.id && object.actorId?.href === undo.actorId?.href) {
        await parts.reactions.remove(object.id.href);
      }
    })
    .on(f.Like, async (_ctx, like) => {
      await countReaction(parts, 'like', like.id, like.actorId, like.objectId);
    })
    .on(f.Create, async (ctx, create) => {
      const object = await create.getObject(ctx);
      if (!(object instanceof f.Note) && !(object instanceof f.Article)) return;
      await countReaction(parts, 'reply', create.id, create.actorId, object.replyTargetId);
    });
  return federation;
}

async function countReaction(
  parts: FederationParts,
  kind: 'like' | 'reply',
  activityId: URL | null,
  actorId: URL | null,
  objectId: URL | null,
): Promise<void> {
  const storyId = storyIdOf(parts.origin, objectId);
  if (storyId === null || !activityId || !actorId) return;
  await parts.reactions.record({ activityUri: activityId.href, kind, storyId, actorUri: actorId.href });
}

type KeyPairs = Awaited<ReturnType<Context<void>['getActorKeyPairs']>>;

/** A Mastodon-compatible profile: name, bio, avatar, header, page, inboxes, follower count and keys. */
function actorOf(ctx: Context<void> | InboxContext<void>, profile: ActorProfile, keys: KeyPairs) {
  const f = fedify();
  const values = {
    id: ctx.getActorUri(profile.identifier),
    preferredUsername: profile.identifier,
    name: profile.name,
    summary: profile.bio,
    url: new URL(profile.pageUrl),
    icon: profile.avatarUrl ? new f.Image({ url: new URL(profile.avatarUrl) }) : null,
    image: profile.headerUrl ? new f.Image({ url: new URL(profile.headerUrl) }) : null,
    inbox: ctx.getInboxUri(profile.identifier),
    followers: ctx.getFollowersUri(profile.identifier),
    endpoints: new f.Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((key) => key.multikey),
    manuallyApprovesFollowers: false,
    discoverable: true,
    indexable: true,
  };
  return profile.kind === 'publication' ? new f.Organization(values) : new f.Person(values);
}
