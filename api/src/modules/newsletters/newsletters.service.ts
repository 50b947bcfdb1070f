import { Injectable, NotFoundException } from '@nestjs/common';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { Newsletter } from './newsletter.entity';
import { NewslettersStore } from './newsletters.store';

@Injectable()
export class NewslettersService {
  constructor(private readonly store: NewslettersStore) {}

  list(query: ListQueryDto): Promise<Page<Newsletter>> {
    return this.store.list(query);
  }

  async findOne(id: number): Promise<Newsletter> {
    const newsletter = await this.store.findById(id);
    if (!newsletter) throw notFound(id);
    return newsletter;
  }

  create(dto: CreateNewsletterDto): Promise<Newsletter> {
    return this.store.create(dto);
  }

  async update(id: number, dto: UpdateNewsletterDto): Promise<Newsletter> {
    const newsletter = await this.store.update(id, dto);
    if (!newsletter) throw notFound(id);
    return newsletter;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.delete(id))) throw notFound(id);
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Newsletter ${id} was not found.`);
}
