import type { AdminArticleView } from '@api/shared/contracts/content';
import type { ArticleCategory } from '@api/shared/domain/categories';
import { DEFAULT_ARTICLE_CATEGORY } from '@api/shared/domain/categories';
import type { PublicationStatus } from '@api/shared/domain/publication-status';
import { isoToLocalInput, localInputToIso } from '../dashboard/form-values';
import { needsToSave } from './needs-to-save';

/** Everything the editor lets the desk change about a story, as the form holds it. */
export interface StoryDraft {
  title: string;
  slug: string;
  /** The slug follows the title until someone edits it by hand. */
  slugEdited: boolean;
  author: string;
  category: ArticleCategory;
  tags: string[];
  imageUrl: string;
  imageAlt: string;
  excerpt: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  status: PublicationStatus;
  /** When a scheduled story goes out, on the browser's clock (a datetime-local value); '' unless scheduled. */
  publishAt: string;
}

/** A new story: a draft, bylined to whoever writes it. */
export function newDraft(byline: string): StoryDraft {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    author: byline,
    category: DEFAULT_ARTICLE_CATEGORY,
    tags: [],
    imageUrl: '',
    imageAlt: '',
    excerpt: '',
    content: '',
    seoTitle: '',
    seoDescription: '',
    status: 'draft',
    publishAt: '',
  };
}

export function draftOf(article: AdminArticleView): StoryDraft {
  return {
    title: article.title,
    slug: article.slug ?? slugify(article.title),
    slugEdited: article.slug !== null && article.slug !== slugify(article.title),
    author: article.author ?? '',
    category: article.category,
    tags: splitTags(article.tags),
    imageUrl: article.imageUrl ?? '',
    imageAlt: article.imageAlt ?? '',
    excerpt: article.excerpt,
    content: article.content,
    seoTitle: article.seoTitle ?? '',
    seoDescription: article.seoDescription ?? '',
    status: article.status,
    publishAt: article.status === 'scheduled' ? isoToLocalInput(article.publishAt) : '',
  };
}

/** What a save sends: every field (blank ones as null), never the editor's own bookkeeping. */
export function payloadOf(draft: StoryDraft): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: draft.title.trim(),
    slug: orNull(draft.slug),
    author: orNull(draft.author),
    category: draft.category,
    tags: draft.tags.length > 0 ? draft.tags.join(',') : null,
    imageUrl: orNull(draft.imageUrl),
    imageAlt: orNull(draft.imageAlt),
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    seoTitle: orNull(draft.seoTitle),
    seoDescription: orNull(draft.seoDescription),
    status: draft.status,
    // The server takes a time with 'scheduled' only, and refuses one with any other status.
    ...(draft.status === 'scheduled' ? { publishAt: localInputToIso(draft.publishAt) } : {}),
  };
}

/** Whether two drafts would save the same story. */
export function sameDraft(a: StoryDraft, b: StoryDraft): boolean {
  return JSON.stringify(payloadOf(a)) === JSON.stringify(payloadOf(b));
}

/** What keeps a draft from being saved at all (the server requires a title, an excerpt and a body); null when nothing. */
export function missingForSave(draft: StoryDraft): string | null {
  return needsToSave([
    draft.title.trim() === '' && 'a title',
    draft.excerpt.trim() === '' && 'an excerpt',
    draft.content.trim() === '' && 'a body',
    draft.imageUrl.trim() !== '' && draft.imageAlt.trim() === '' && 'alt text for the hero picture',
    draft.status === 'scheduled' && draft.publishAt === '' && 'a time to publish at',
  ]);
}

/** Lower-case words of the title joined by hyphens, as the address would read. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]/)
    .filter(Boolean);
  const slug = words.join('-').slice(0, 200);
  return slug.endsWith('-') ? slug.slice(0, -1) : slug;
}

export function splitTags(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}
