import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { KeysetListQueryDto } from '../../../http/keyset-list-query.dto';
import { LIST_VIEWS, type ListView } from '../../../http/list-view-query.dto';
import { SEARCH_QUERY_MAX_CHARS } from '../../../shared/contracts/search';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../shared/domain/categories';

export const ARTICLE_LIST_GROUPS = ['story'] as const;
export type ArticleListGroup = (typeof ARTICLE_LIST_GROUPS)[number];

/** The public article list: newest first, by page or by cursor, optionally one category, one tag or some words. */
export class ArticleListQueryDto extends KeysetListQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(ARTICLE_CATEGORIES, { message: `category must be one of ${ARTICLE_CATEGORIES.join(', ')}` })
  category?: ArticleCategory;

  /** One tag, matched whole against the article's comma-separated tags, any case. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'tag must be text' })
  @MinLength(1, { message: 'tag must not be empty' })
  @MaxLength(100, { message: 'tag must be at most 100 characters' })
  tag?: string;

  /** Words, matched on the server like site search (title, tags, excerpt and body; stems, phrases, -excluded). */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text' })
  @MinLength(1, { message: 'q must not be empty: give the words to look for, or leave q out' })
  @MaxLength(SEARCH_QUERY_MAX_CHARS, { message: `q must be at most ${SEARCH_QUERY_MAX_CHARS} characters` })
  q?: string;

  /** `story` lists each story once: its lead article, with the story's size and its other outlets. */
  @IsOptional()
  @IsIn(ARTICLE_LIST_GROUPS, {
    message: `group must be one of: ${ARTICLE_LIST_GROUPS.join(', ')} (or left out for one row per article)`,
  })
  group?: ArticleListGroup;

  /** `card` (the default) is what a list shows; `full` adds the bodies, for the admin's editor. */
  @IsOptional()
  @IsIn(LIST_VIEWS, { message: `view must be one of: ${LIST_VIEWS.join(', ')}` })
  view: ListView = 'card';
}
