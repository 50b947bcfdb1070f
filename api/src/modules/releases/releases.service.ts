import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../shared/http/list-query.dto';
import { Release } from './release.entity';

@Injectable()
export class ReleasesService {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  async list(query: ListQueryDto): Promise<Page<Release>> {
    const [items, total] = await this.releases.findAndCount({
      order: { releaseDate: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
    return { items, total };
  }
}
