import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { PublicationStatus } from '../../shared/domain/publication-status';
import type { ArticleSort } from './dto/admin-article-list-query.dto';
import { Article } from './article.entity';
import { pageOf } from '../../database/page-of';

/** How the admin's list sorts and what its search looks in. */
const ADMIN_ARTICLE_LIST: AdminListShape<ArticleSort> = {
  sortColumns: {
    published: 'article.published_at',
    created: 'article.created_at',
    updated: 'article.updated_at',
    title: 'article.title',
    status: 'article.status',
  },
  defaultSort: 'published',
  searchColumns: ['article.title', 'article.author', 'article.source'],
  idColumn: 'article.id',
};

/** Which stories the admin's list shows. */
export interface ArticleStatusFilter {
  status?: PublicationStatus;
  /** Only stories a scraper brought in (they carry the canonical URL they were found at). */
  scrapedOnly?: boolean;
}

/** The desk's list of every story, whatever its status: filters and sort come from the request, so the query builder composes it. */
@Injectable()
export class AdminArticleListStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /**
   * Every status (or one), optionally only the scrapers' stories, searched and sorted
   * (newest first unless asked otherwise, the (published_at DESC, id DESC) index's order).
   */
  adminList(request: AdminListRequest<ArticleSort>, filter: ArticleStatusFilter): Promise<Page<Article>> {
    return pageOf(this.adminListQuery(request, filter));
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<ArticleSort>, filter: ArticleStatusFilter): SelectQueryBuilder<Article> {
    const query = this.articles.createQueryBuilder('article');
    if (filter.status) query.andWhere('article.status = :status', { status: filter.status });
    if (filter.scrapedOnly) query.andWhere('article.canonical_url IS NOT NULL');
    return applyAdminList(query, ADMIN_ARTICLE_LIST, request);
  }
}
