import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../database/row-bases';
import { ARTICLE_CATEGORIES, ArticleCategory } from '../../shared/domain/categories';

@Entity('articles')
export class Article extends EditedRow {
  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  excerpt: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 20, enum: ARTICLE_CATEGORIES })
  category: ArticleCategory;

  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ type: 'text', nullable: true })
  shortMd: string | null;

  @Column({ type: 'text', nullable: true })
  longMd: string | null;

  @Column({ type: 'int', default: 0 })
  wordCount: number;

  @Column({ type: 'text', nullable: true })
  canonicalUrl: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  author: string | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  publishedAt: Date;

  @Column({ type: 'varchar', length: 200, nullable: true })
  source: string | null;

  @Column({ type: 'text', nullable: true })
  sourceUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isAiGenerated: boolean;

  /** Comma-separated, as the screens read it. */
  @Column({ type: 'text', nullable: true })
  tags: string | null;
}
