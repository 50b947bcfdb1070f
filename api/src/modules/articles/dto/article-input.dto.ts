import { IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { ARTICLE_CATEGORIES, ArticleCategory, DEFAULT_ARTICLE_CATEGORY } from '../../../shared/domain/categories';
import { OptionalBoolean, OptionalHttpUrl, OptionalText, RequiredText, WhenPresent } from '../../../http/field-rules';
import { PatchOf } from '../../../http/patch-of';
import type { PublicationStatus } from '../../../shared/domain/publication-status';
import { PublishAtField, StatusField } from '../../publishing/publication-fields';

const CATEGORY_MESSAGE = `Category must be one of ${ARTICLE_CATEGORIES.join(', ')}`;

/** The admin "create article" form: title, excerpt, content, category (default CULTURE), optional image. */
export class CreateArticleDto {
  @RequiredText('Title', 300)
  title: string;

  @RequiredText('Excerpt', 2_000)
  excerpt: string;

  @RequiredText('Content', 200_000)
  content: string;

  // Left out it is CULTURE; null is refused, since the column always holds a category.
  @WhenPresent()
  @IsIn(ARTICLE_CATEGORIES, { message: CATEGORY_MESSAGE })
  category: ArticleCategory = DEFAULT_ARTICLE_CATEGORY;

  @OptionalHttpUrl('Image URL')
  imageUrl?: string | null;

  @OptionalText('Author', 200)
  author?: string | null;

  @OptionalText('Short markdown', 20_000)
  shortMd?: string | null;

  @OptionalText('Long markdown', 200_000)
  longMd?: string | null;

  /** Comma-separated, as the screens read it. */
  @OptionalText('Tags', 1_000)
  tags?: string | null;

  @OptionalBoolean('Featured')
  featured?: boolean;

  /** Lower-case words joined by hyphens. */
  @OptionalText('Slug', 200)
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Slug must be lower-case letters and digits joined by hyphens' })
  slug?: string | null;

  /** Required by the editor whenever there is a hero picture; stored as given. */
  @OptionalText('Image alt text', 300)
  imageAlt?: string | null;

  @OptionalText('SEO title', 200)
  seoTitle?: string | null;

  @OptionalText('SEO description', 300)
  seoDescription?: string | null;

  /** Left out: published at once on create, unchanged on edit. */
  @StatusField()
  status?: PublicationStatus;

  /** Required, in the future, with status `scheduled`; refused with any other status. */
  @PublishAtField()
  publishAt?: string | null;
}

/** PATCH: any subset of the create fields; required ones may not be blanked. */
export class UpdateArticleDto extends PatchOf(CreateArticleDto) {
  /** The revision the edit was made from; another save since then is a 409. Left out, the edit is not checked. */
  @IsOptional()
  @IsInt({ message: 'Revision must be a whole number' })
  @Min(1, { message: 'Revision must be 1 or more' })
  revision?: number;
}
