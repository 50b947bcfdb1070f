import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS } from '@api/shared/domain/categories';
import {
  PUBLICATION_STATUS_LABELS,
  PUBLICATION_STATUSES,
  type PublicationStatus,
} from '@api/shared/domain/publication-status';
import { slugify, type StoryDraft } from './story-draft';
import { SocialCardPreview } from './social-card-preview';
import { TagChips } from './tag-chips';
import { draftBinding } from '../../../../lib/draft-binding';
import { EditorField } from './editor-field';
import { EditorSelectField, EditorTextField } from './editor-inputs';

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
  const field = draftBinding(draft, onChange);
  return (
    <div className="space-y-4">
      <EditorTextField
        id="story-title"
        label="Title"
        headline
        placeholder="Headline"
        value={draft.title}
        onChange={(title) => onChange(draft.slugEdited ? { title } : { title, slug: slugify(title) })}
      />
      <EditorTextField
        id="story-slug"
        label="Slug"
        hint={draft.slugEdited ? 'Edited by hand' : 'Follows the title until you edit it'}
        value={draft.slug}
        onChange={(slug) => onChange({ slug, slugEdited: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorTextField id="story-author" label="Byline" {...field('author')} />
        <EditorSelectField
          id="story-category"
          label="Category"
          values={ARTICLE_CATEGORIES}
          labelOf={(category) => ARTICLE_CATEGORY_LABELS[category]}
          {...field('category')}
        />
      </div>
      <EditorField id="story-tags" label="Tags">
        <TagChips tags={draft.tags} onChange={(tags) => onChange({ tags })} />
      </EditorField>
      <EditorTextField
        id="story-excerpt"
        label="Excerpt"
        hint={
          <span className={excerptLength > EXCERPT_TARGET ? 'text-yellow-300' : undefined}>
            {excerptLength} / {EXCERPT_TARGET} characters{excerptLength > EXCERPT_TARGET ? ': cards cut it short' : ''}
          </span>
        }
        rows={3}
        {...field('excerpt')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorTextField
          id="story-image"
          label="Hero picture URL"
          type="url"
          placeholder="https://"
          {...field('imageUrl')}
        />
        <EditorTextField
          id="story-image-alt"
          label="Hero alt text"
          hint={draft.imageUrl && !draft.imageAlt.trim() ? 'Required with a picture' : undefined}
          {...field('imageAlt')}
        />
      </div>
      <fieldset className="space-y-3 rounded-sm border border-zinc-800 p-3">
        <legend className="px-1 text-xs font-black uppercase tracking-wider text-zinc-300">Search and sharing</legend>
        <EditorTextField
          id="story-seo-title"
          label="SEO title"
          hint="Left blank, the headline is used"
          {...field('seoTitle')}
        />
        <EditorTextField
          id="story-seo-description"
          label="SEO description"
          hint="Left blank, the excerpt is used"
          rows={2}
          {...field('seoDescription')}
        />
        <SocialCardPreview
          title={draft.seoTitle || draft.title}
          description={draft.seoDescription || draft.excerpt}
          imageUrl={draft.imageUrl}
        />
      </fieldset>
      <EditorSelectField
        id="story-status"
        label="Status"
        values={PUBLICATION_STATUSES.filter((status) => statuses.includes(status) || status === draft.status)}
        labelOf={(status) => PUBLICATION_STATUS_LABELS[status]}
        {...field('status')}
      />
    </div>
  );
}
