import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS } from '@api/shared/domain/categories';
import {
  PUBLICATION_STATUS_LABELS,
  PUBLICATION_STATUSES,
  type PublicationStatus,
} from '@api/shared/domain/publication-status';
import { slugify, type StoryDraft } from './story-draft';
import { SocialCardPreview } from './social-card-preview';
import { TagChips } from './tag-chips';
import { EditorField as Field, editorInput as input } from './editor-field';

/** Where the excerpt reads best on cards; longer ones are cut. */
const EXCERPT_TARGET = 200;

/** Everything about a story but its body. */
export function StoryFields({
  draft,
  onChange,
  statuses,
}: {
  draft: StoryDraft;
  onChange: (changes: Partial<StoryDraft>) => void;
  /** The statuses this member may pick (an author: draft alone). */
  statuses: readonly PublicationStatus[];
}) {
  const excerptLength = [...draft.excerpt].length;
  return (
    <div className="space-y-4">
      <Field id="story-title" label="Title">
        <input
          id="story-title"
          value={draft.title}
          onChange={(event) => {
            const title = event.target.value;
            onChange(draft.slugEdited ? { title } : { title, slug: slugify(title) });
          }}
          className={`${input} text-lg font-bold`}
          placeholder="Headline"
        />
      </Field>
      <Field
        id="story-slug"
        label="Slug"
        hint={draft.slugEdited ? 'Edited by hand' : 'Follows the title until you edit it'}
      >
        <input
          id="story-slug"
          value={draft.slug}
          onChange={(event) => onChange({ slug: event.target.value, slugEdited: true })}
          className={input}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="story-author" label="Byline">
          <input
            id="story-author"
            value={draft.author}
            onChange={(event) => onChange({ author: event.target.value })}
            className={input}
          />
        </Field>
        <Field id="story-category" label="Category">
          <select
            id="story-category"
            value={draft.category}
            onChange={(event) => onChange({ category: event.target.value as StoryDraft['category'] })}
            className={input}
          >
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {ARTICLE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="story-tags" label="Tags">
        <TagChips tags={draft.tags} onChange={(tags) => onChange({ tags })} />
      </Field>
      <Field
        id="story-excerpt"
        label="Excerpt"
        hint={
          <span className={excerptLength > EXCERPT_TARGET ? 'text-yellow-300' : undefined}>
            {excerptLength} / {EXCERPT_TARGET} characters{excerptLength > EXCERPT_TARGET ? ': cards cut it short' : ''}
          </span>
        }
      >
        <textarea
          id="story-excerpt"
          rows={3}
          value={draft.excerpt}
          onChange={(event) => onChange({ excerpt: event.target.value })}
          className={input}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="story-image" label="Hero picture URL">
          <input
            id="story-image"
            type="url"
            value={draft.imageUrl}
            placeholder="https://"
            onChange={(event) => onChange({ imageUrl: event.target.value })}
            className={input}
          />
        </Field>
        <Field
          id="story-image-alt"
          label="Hero alt text"
          hint={draft.imageUrl && !draft.imageAlt.trim() ? 'Required with a picture' : undefined}
        >
          <input
            id="story-image-alt"
            value={draft.imageAlt}
            onChange={(event) => onChange({ imageAlt: event.target.value })}
            className={input}
          />
        </Field>
      </div>
      <fieldset className="space-y-3 rounded-sm border border-zinc-800 p-3">
        <legend className="px-1 text-xs font-black uppercase tracking-wider text-zinc-300">Search and sharing</legend>
        <Field id="story-seo-title" label="SEO title" hint="Left blank, the headline is used">
          <input
            id="story-seo-title"
            value={draft.seoTitle}
            onChange={(event) => onChange({ seoTitle: event.target.value })}
            className={input}
          />
        </Field>
        <Field id="story-seo-description" label="SEO description" hint="Left blank, the excerpt is used">
          <textarea
            id="story-seo-description"
            rows={2}
            value={draft.seoDescription}
            onChange={(event) => onChange({ seoDescription: event.target.value })}
            className={input}
          />
        </Field>
        <SocialCardPreview
          title={draft.seoTitle || draft.title}
          description={draft.seoDescription || draft.excerpt}
          imageUrl={draft.imageUrl}
        />
      </fieldset>
      <Field id="story-status" label="Status">
        <select
          id="story-status"
          value={draft.status}
          onChange={(event) => onChange({ status: event.target.value as PublicationStatus })}
          className={input}
        >
          {PUBLICATION_STATUSES.filter((status) => statuses.includes(status) || status === draft.status).map(
            (status) => (
              <option key={status} value={status}>
                {PUBLICATION_STATUS_LABELS[status]}
              </option>
            ),
          )}
        </select>
      </Field>
    </div>
  );
}
