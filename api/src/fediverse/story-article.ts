import { actorUri, storyObjectUri } from './actor-uris';
import { fedify, fedifyInstant } from './fedify';
import { PUBLICATION_HANDLE } from '../shared/domain/fediverse-handle';
import { articleCanonicalPath } from '../shared/domain/article-address';
import { ownOriginPicture } from '../shared/domain/picture-variants';
import type { StoryActivity } from '../modules/fediverse/fediverse-activities.store';
import type { ArtistActorProfile } from '../modules/artists/artist-fediverse.store';

/** The audience of everything we publish. */
export const PUBLIC_AUDIENCE = 'https://www.w3.org/ns/activitystreams#Public';
/** The hero picture at the width Mastodon shows a link card's picture, from our /media variants. */
const HERO_WIDTH = 1280;

function tagsOf(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ''))
    .filter(Boolean);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A story as an Article: its title, summary, link, hero picture, tags, and
 * the artists it names as mentions; one id per story (not per outlet), so
 * its Update and Delete name the same object.
 */
export function storyArticle(activity: StoryActivity, origin: string, artists: ArtistActorProfile[]) {
  const f = fedify();
  const { data } = activity;
  const link = new URL(articleCanonicalPath({ id: data.articleId, slug: data.slug }), origin);
  const host = new URL(origin).host;
  const mentions = artists.map(
    (artist) => new f.Mention({ name: `@${artist.handle}@${host}`, href: actorUri(origin, artist.handle) }),
  );
  const hashtags = tagsOf(data.tags).map((tag) => new f.Hashtag({ name: `#${tag}` }));
  const summary = data.summary ?? '';
  return new f.Article({
    id: storyObjectUri(origin, activity.storyId),
    attribution: actorUri(origin, PUBLICATION_HANDLE),
    name: data.title,
    summary: escapeHtml(summary),
    content: `<p>${escapeHtml(summary)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.href)}</a></p>`,
    url: link,
    published: data.publishedAt ? fedifyInstant().from(new Date(data.publishedAt).toISOString()) : null,
    updated: activity.kind === 'update' ? fedifyInstant().from(activity.occurredAt.toISOString()) : null,
    image: data.imageUrl
      ? new f.Image({ url: new URL(ownOriginPicture(data.imageUrl, HERO_WIDTH), origin), mediaType: 'image/jpeg' })
      : null,
    tags: [...mentions, ...hashtags],
    to: new URL(PUBLIC_AUDIENCE),
    ccs: artists.map((artist) => actorUri(origin, artist.handle)),
  });
}
