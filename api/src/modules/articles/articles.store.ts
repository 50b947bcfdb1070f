import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { ROW_COUNT_SQL } from '../../database/content-tables';
import { EntityStore } from '../../database/entity-store';
import { cardExcerpts } from '../../shared/domain/excerpts';
import { articleWordCount } from '../../shared/domain/word-count';
import { Article } from './article.entity';

/** The columns a write sets; only a desk member's create names a writer (createdBy), never a scrape or an edit. */
/** The editor's own fields (slug, alt text, SEO) are optional; the revision moves only by RevisionedArticleSaves. */
export type ArticleFields = Omit<
  Article,
  'id' | 'createdAt' | 'updatedAt' | 'wordCount' | 'createdBy' | EditorField | 'revision' | StoryField | CutText
> &
  Partial<Pick<Article, EditorField>> & {
    createdBy?: string | null;
    /** Only a desk member's create sets it: the article waits for its placement job. */
    storyPending?: boolean;
  };
type EditorField = 'slug' | 'imageAlt' | 'seoTitle' | 'seoDescription';
/** Derived from the texts on every save, never sent by a writer. */
type CutText = 'listExcerpt' | 'homeExcerpt';
/** The story an article is in is set by the assigner and the editor's moves, never by a write of the article. */
type StoryField = 'storyId' | 'storySetByEditor' | 'storySize' | 'storyPending';

/**
 * One article by its id: the desk's create, edit and delete, and the
 * by-key reads around them. Every write derives word_count from the body
 * with the shared rule, so an edited or created article can never carry a
 * stale count. The other reads and writes of `articles` live beside this
 * file, one store per purpose (public lists, the admin list, scraped
 * stories, scheduled publishing, mentions, ranking, summaries, search).
 */
@Injectable()
export class ArticlesStore extends EntityStore<Article, ArticleFields> {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {
    super(articles);
  }

  /** One article by id whatever its status, as a query so the scale test can EXPLAIN it. */
  detailQuery(id: number): SelectQueryBuilder<Article> {
    return this.articles.createQueryBuilder('article').where('article.id = :id', { id });
  }

  override findById(id: number): Promise<Article | null> {
    return this.detailQuery(id).getOne();
  }

  /** A published article as an entity, as readers may see it; null otherwise. */
  findPublished(id: number): Promise<Article | null> {
    return this.articles.findOneBy({ id, status: 'published' });
  }

  /** What a published article's generated cover is drawn from (a few columns, by primary key); null when readers may not see it. */
  async publishedArtworkSource(id: number): Promise<Pick<Article, 'title' | 'category'> | null> {
    return this.articles.findOne({ select: { title: true, category: true }, where: { id, status: 'published' } });
  }

  /** Whether readers may see article `id`. */
  async isPublished(id: number): Promise<boolean> {
    return this.articles.existsBy({ id, status: 'published' });
  }

  /** The ids of every article readers may see, in one index-only read (see PublishedArticleIds). */
  async publishedIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.articles.query(`SELECT id FROM articles WHERE status = 'published'`);
    return rows.map((row) => row.id);
  }

  /**
   * The exact number of articles, kept by the content_change_log triggers.
   * count(*) would read every row (or every index entry): linear in the table,
   * and X-Total-Count must not be what makes 100,000 articles slow.
   */
  async count(): Promise<number> {
    const [row] = await this.articles.query(ROW_COUNT_SQL, ['articles']);
    return Number(row?.total ?? 0);
  }

  /** Created or edited, the article's word count and card texts are derived from its body again. */
  protected override save(article: Article, repository: Repository<Article> = this.articles): Promise<Article> {
    article.wordCount = articleWordCount(article);
    Object.assign(article, cardExcerpts(article));
    return repository.save(article);
  }
}
