import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, In, IsNull, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import { findPage } from '../../database/find-page';
import type { Page } from '../../http/list-query.dto';
import { Newsletter } from './newsletter.entity';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { NewsletterSort } from './dto/admin-newsletter-list-query.dto';
import { pageOf } from '../../database/page-of';

/** How the admin's list sorts and what its search looks in. */
const ADMIN_NEWSLETTER_LIST: AdminListShape<NewsletterSort> = {
  sortColumns: {
    created: 'newsletter.created_at',
    published: 'newsletter.published_at',
    title: 'newsletter.title',
    status: 'newsletter.status',
  },
  nullableSorts: ['published'],
  defaultSort: 'created',
  searchColumns: ['newsletter.title', 'newsletter.description'],
  idColumn: 'newsletter.id',
};

export type NewsletterFields = Omit<
  Newsletter,
  'id' | 'createdAt' | 'status' | 'scheduledAt' | 'sentAt' | 'recipientCount' | 'segment' | 'sendJobId' | 'digestWeek'
>;

/**
 * What readers may see: the issues that went out. The archive says it lists
 * every issue we have sent, and a draft, or one waiting for its first send,
 * was never sent; it goes public when its send finishes.
 */
const PUBLIC_NEWSLETTERS: FindOptionsWhere<Newsletter>[] = [{ publishedAt: Not(IsNull()), sentAt: Not(IsNull()) }];

/**
 * One newsletter by id (the desk's create, edit and delete), the lists and
 * the archive. Its sending lifecycle and the weekly digest drafts live
 * beside this file, one store per purpose.
 */
@Injectable()
export class NewslettersStore extends EntityStore<Newsletter, NewsletterFields> {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {
    super(newsletters);
  }

  /** Every newsletter, newest first, unpublished drafts first among equals: the admin's list. */
  list(page: { limit: number; offset: number }): Promise<Page<Newsletter>> {
    return pageOf(
      this.newsletters
        .createQueryBuilder('newsletter')
        .orderBy('newsletter.published_at', 'DESC', 'NULLS FIRST')
        .addOrderBy('newsletter.id', 'DESC')
        .take(page.limit)
        .skip(page.offset),
    );
  }

  /** The admin's list: drafts included, searched and sorted, newest first by default (the created_at index's order). */
  adminList(request: AdminListRequest<NewsletterSort>): Promise<Page<Newsletter>> {
    return pageOf(this.adminListQuery(request));
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<NewsletterSort>): SelectQueryBuilder<Newsletter> {
    return applyAdminList(this.newsletters.createQueryBuilder('newsletter'), ADMIN_NEWSLETTER_LIST, request);
  }

  /** What readers see: the issues that went out, newest first. */
  listPublished(page: { limit: number; offset: number }): Promise<Page<Newsletter>> {
    return findPage(this.newsletters, { where: PUBLIC_NEWSLETTERS, order: { publishedAt: 'DESC', id: 'DESC' } }, page);
  }

  findPublished(id: number): Promise<Newsletter | null> {
    return this.newsletters.findOneBy(PUBLIC_NEWSLETTERS.map((visible) => ({ ...visible, id })));
  }

  count(): Promise<number> {
    return this.newsletters.count();
  }

  /** The titles of these newsletters by id (an erased one is simply absent). */
  async titlesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.newsletters.find({ select: { id: true, title: true }, where: { id: In(ids) } });
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
