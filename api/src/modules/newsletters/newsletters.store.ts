import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page } from '../../http/list-query.dto';
import { Newsletter } from './newsletter.entity';

export type NewsletterFields = Omit<Newsletter, 'id' | 'createdAt'>;

/** The one place that reads and writes `newsletters`. */
@Injectable()
export class NewslettersStore {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {}

  /** Newest first; unpublished drafts last. */
  async list(page: { limit: number; offset: number }): Promise<Page<Newsletter>> {
    const [items, total] = await this.newsletters
      .createQueryBuilder('newsletter')
      .orderBy('newsletter.published_at', 'DESC', 'NULLS LAST')
      .addOrderBy('newsletter.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items, total };
  }

  count(): Promise<number> {
    return this.newsletters.count();
  }

  findById(id: number): Promise<Newsletter | null> {
    return this.newsletters.findOneBy({ id });
  }

  create(fields: Partial<NewsletterFields>): Promise<Newsletter> {
    return this.newsletters.save(this.newsletters.create(fields));
  }

  /** Applies `changes`; null when the newsletter does not exist. */
  async update(id: number, changes: Partial<NewsletterFields>): Promise<Newsletter | null> {
    const existing = await this.findById(id);
    return existing ? this.newsletters.save(this.newsletters.merge(existing, changes)) : null;
  }

  /** False when there was nothing to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.newsletters.delete({ id });
    return Boolean(affected);
  }
}
