import { Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import type { Page } from '../../http/list-query.dto';
import type { ArticleCard, ArticleView } from '../../shared/contracts/content';
import { toArticleCard, toArticleDetail } from './article-view';
import { keysetRequest, type KeysetPage } from '../../http/keyset-cursor';
import type { ArticleListQueryDto } from './dto/article-list-query.dto';
import { MentionMatchingRequests } from '../artist-mentions/mention-matching-requests';
import { Article } from './article.entity';
import { ArticleFields, ArticlesStore } from './articles.store';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';

@Injectable()
export class ArticlesService extends EntityService<Article, ArticleFields, CreateArticleDto, UpdateArticleDto> {
  constructor(
    private readonly articles: ArticlesStore,
    private readonly matching: MentionMatchingRequests,
  ) {
    super(articles, 'Article');
  }

  /** Stories to read after `article` (see ArticlesStore.readNext). */
  readNext(article: Pick<Article, 'id' | 'category'>, limit: number): Promise<Article[]> {
    return this.articles.readNext(article, limit);
  }

  /** A page of cards: what every public list shows, without the bodies. */
  async listCards(page: { limit: number; offset: number }): Promise<Page<ArticleCard>> {
    const { items, total } = await this.articles.listCards(page);
    return { items: items.map(toArticleCard), total };
  }

  /** One article as its page reads it; a 404 naming it when there is none. */
  async detail(id: number): Promise<ArticleView> {
    return toArticleDetail(this.found(id, await this.articles.detailRow(id)));
  }

  /** The public list: by offset or cursor, optionally one category or one tag. */
  listPage(query: Omit<ArticleListQueryDto, 'view'>): Promise<KeysetPage<Article>> {
    return this.articles.listPage({ ...keysetRequest(query), category: query.category, tag: query.tag, q: query.q });
  }

  /** A story written or edited by an editor is matched against the artists again, in the worker. */
  protected override async written(article: Article): Promise<void> {
    await this.matching.articleChanged(article.id);
  }
}
