/**
 * Where our fediverse objects live. The API's routes and the worker's
 * activities both build them here, so an activity the worker signs names the
 * key and the actor the API serves.
 */
export const ACTOR_PATH = '/ap/actors/{identifier}';
export const INBOX_PATH = '/ap/actors/{identifier}/inbox';
export const FOLLOWERS_PATH = '/ap/actors/{identifier}/followers';
export const SHARED_INBOX_PATH = '/ap/inbox';
export const STORY_PATH = '/ap/stories/{id}';

export function actorUri(origin: string, identifier: string): URL {
  return new URL(`/ap/actors/${encodeURIComponent(identifier)}`, origin);
}

/** Fedify names an actor's first key '#main-key', as Mastodon does. */
export function actorKeyId(origin: string, identifier: string): URL {
  return new URL(`${actorUri(origin, identifier).href}#main-key`);
}

export function storyObjectUri(origin: string, storyId: number): URL {
  return new URL(`/ap/stories/${storyId}`, origin);
}

export function activityUri(origin: string, kind: string, id: number | string): URL {
  return new URL(`/ap/activities/${kind}/${encodeURIComponent(String(id))}`, origin);
}

/** The story a like or a reply points at, when it is one of ours. */
export function storyIdOf(origin: string, uri: URL | null): number | null {
  if (!uri || uri.origin !== new URL(origin).origin) return null;
  const match = /^\/ap\/stories\/(\d{1,9})$/.exec(uri.pathname);
  return match ? Number(match[1]) : null;
}

/** Paths the federation answers; everything else stays with the site. */
export function isFederationPath(path: string): boolean {
  return path === '/.well-known/webfinger' || path === '/.well-known/nodeinfo' || path.startsWith('/ap/');
}
