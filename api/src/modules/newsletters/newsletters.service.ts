import { ConflictException, Injectable } from '@nestjs/common';
import { foundOr404, notFound } from '../../http/found-or-404';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { NewsletterSort } from './dto/admin-newsletter-list-query.dto';
import type { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { Newsletter } from './newsletter.entity';
import { NewsletterFields, NewslettersStore } from './newsletters.store';

const NOUN = 'Newsletter';

@Injectable()
export class NewslettersService {
  constructor(private readonly newsletters: NewslettersStore) {}

  /** One newsletter whatever its status, for the desk; a 404 naming it when there is none. */
  async findOne(id: number): Promise<Newsletter> {
    return foundOr404(NOUN, id, await this.newsletters.findById(id));
  }

  /** Published at once, as the admin form does, unless saved as a draft. */
  create(dto: CreateNewsletterDto): Promise<Newsletter> {
    const { draft, ...fields } = dto;
    return this.newsletters.create({ ...fields, ...(draft ? { publishedAt: null } : {}) });
  }

  /**
   * `draft: true` takes a newsletter that has not gone out off the archive;
   * `draft: false` publishes a draft (its publication date is then). A
   * newsletter that was sent, or is sending or scheduled, stays as it is.
   */
  async update(id: number, dto: UpdateNewsletterDto): Promise<Newsletter> {
    const { draft, ...changes } = dto;
    const fields: Partial<NewsletterFields> = { ...changes };
    if (draft !== undefined) {
      const current = await this.findOne(id);
      if (draft && current.status !== 'draft' && current.status !== 'cancelled') {
        throw new ConflictException('A newsletter that has been sent or is on its way cannot become a draft.');
      }
      if (draft) fields.publishedAt = null;
      else if (!current.publishedAt) fields.publishedAt = new Date();
    }
    return foundOr404(NOUN, id, await this.newsletters.update(id, fields));
  }

  async remove(id: number): Promise<void> {
    if (!(await this.newsletters.delete(id))) throw notFound(NOUN, id);
  }

  /** The admin's list: drafts included, a page, searched and sorted. */
  adminList(query: AdminListRequest<NewsletterSort>): Promise<Page<Newsletter>> {
    return this.newsletters.adminList(query);
  }

  listPublished(query: ListQueryDto): Promise<Page<Newsletter>> {
    return this.newsletters.listPublished(query);
  }

  findPublished(id: number): Promise<Newsletter | null> {
    return this.newsletters.findPublished(id);
  }
}
