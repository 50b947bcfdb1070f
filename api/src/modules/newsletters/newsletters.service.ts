import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { Newsletter } from './newsletter.entity';

@Injectable()
export class NewslettersService {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {}

  async list(query: ListQueryDto): Promise<Page<Newsletter>> {
    const [items, total] = await this.newsletters
      .createQueryBuilder('newsletter')
      .orderBy('newsletter.published_at', 'DESC', 'NULLS LAST')
      .addOrderBy('newsletter.id', 'DESC')
      .take(query.limit)
      .skip(query.offset)
      .getManyAndCount();
    return { items, total };
  }

  async findOne(id: number): Promise<Newsletter> {
    const newsletter = await this.newsletters.findOneBy({ id });
    if (!newsletter) throw new NotFoundException(`Newsletter ${id} was not found.`);
    return newsletter;
  }

  async create(dto: CreateNewsletterDto): Promise<Newsletter> {
    return this.newsletters.save(this.newsletters.create(dto));
  }

  async update(id: number, dto: UpdateNewsletterDto): Promise<Newsletter> {
    return this.newsletters.save(this.newsletters.merge(await this.findOne(id), dto));
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.newsletters.delete({ id });
    if (!affected) throw new NotFoundException(`Newsletter ${id} was not found.`);
  }
}
