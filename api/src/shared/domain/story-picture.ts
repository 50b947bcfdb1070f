import { articleArtworkUrl } from './artwork';
import { safeImageUrl } from './safe-url';

/**
 * A story's picture for an email, as an absolute address: its own http(s)
 * image, else the artwork the site draws from its title and category (the
 * pages' own stand-in), else null.
 */
export function storyPictureUrl(
  story: { id: number; title: string; imageUrl?: string | null; category?: string },
  siteUrl: string,
): string | null {
  const own = safeImageUrl(story.imageUrl);
  if (own && /^https?:\/\//i.test(own)) return own;
  return story.category
    ? `${siteUrl}${articleArtworkUrl({ id: story.id, title: story.title, category: story.category })}`
    : null;
}
