import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import type { Page } from '../../http/list-query.dto';
import { Newsletter } from './newsletter.entity';

export type NewsletterFields = Omit<Newsletter, 'id' | 'createdAt'>;

/** The one place that reads and writes `newsletters`. */
@Injectable()
export class NewslettersStore extends EntityStore<Newsletter, NewsletterFields> {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {
    super(newsletters);
  }

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
}
