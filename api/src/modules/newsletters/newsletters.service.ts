import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../shared/http/list-query.dto';
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
}
