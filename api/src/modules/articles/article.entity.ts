import { Column, Entity, VirtualColumn } from 'typeorm';
import {
  CounterColumn,
  DefaultNowColumn,
  FlagColumn,
  NullableTextColumn,
  NullableVarcharColumn,
  TextColumn,
  VarcharColumn,
} from '../../database/columns';
import { DeskPublishedRow } from '../../database/row-bases';
import { storySizeSql } from './article-story-sql.store';
import { ARTICLE_CATEGORIES, ArticleCategory } from '../../shared/domain/categories';

@Entity('articles')
export class Article extends DeskPublishedRow {
  @VarcharColumn(300)
  title: string;

  @TextColumn()
  excerpt: string;

  /**
   * The story's one markdown body: what the page, the feeds, search and the
   * word count read, and what every editor writes. The API's `longMd` and
   * `content` are both this column.
   */
  @TextColumn()
  content: string;

  @Column({ type: 'varchar', length: 20, enum: ARTICLE_CATEGORIES })
  category: ArticleCategory;

  @NullableTextColumn()
  imageUrl: string | null;

  /** An optional short version the cards are cut from; the body when a story has no other. */
  @NullableTextColumn()
  shortMd: string | null;

  /**
   * The card texts, cut from shortMd (else excerpt) by the shared excerpt
   * rules whenever the article is saved, so lists never cut them per read.
   * NULL on a row written without them (plain SQL): readers then cut them.
   */
  @NullableTextColumn()
  listExcerpt: string | null;

  @NullableTextColumn()
  homeExcerpt: string | null;

  @CounterColumn()
  wordCount: number;

  @NullableTextColumn()
  canonicalUrl: string | null;

  @NullableVarcharColumn(200)
  author: string | null;

  @FlagColumn(false)
  featured: boolean;

  @DefaultNowColumn()
  publishedAt: Date;

  @NullableVarcharColumn(200)
  source: string | null;

  @NullableTextColumn()
  sourceUrl: string | null;

  @FlagColumn(false)
  isAiGenerated: boolean;

  /** Comma-separated, as the screens read it. */
  @NullableTextColumn()
  tags: string | null;

  /** A short name for the story's address, as the editor suggests it from the title. */
  @NullableVarcharColumn(200)
  slug: string | null;

  /** What the hero picture (imageUrl) shows, for readers who cannot see it. */
  @NullableVarcharColumn(300)
  imageAlt: string | null;

  /** The page head's title and description when they should differ from the headline and excerpt. */
  @NullableVarcharColumn(200)
  seoTitle: string | null;

  @NullableVarcharColumn(300)
  seoDescription: string | null;

  /** Moves on by one at every edit, so an edit made from an older copy is refused rather than overwriting a newer one. */
  @Column({ type: 'int', default: 1 })
  revision: number;

  /**
   * The story the article reports on. Never written through the entity: an
   * insert naming none starts a story of one (a trigger), and only the story
   * assigner and an editor's move change it, each in its own statement.
   */
  @Column({ type: 'int', insert: false, update: false })
  storyId: number;

  /** An editor placed the article in its story; no scrape or placement job moves it again. */
  @Column({ type: 'boolean', default: false, update: false })
  storySetByEditor: boolean;

  /** Written on the desk and not yet matched to a story by its placement job; set only as it is created. */
  @Column({ type: 'boolean', default: false, update: false })
  storyPending: boolean;

  /** The articles readers can see in its story, itself always included. */
  @VirtualColumn({ type: 'int', query: (alias) => storySizeSql(alias) })
  storySize: number;
}
