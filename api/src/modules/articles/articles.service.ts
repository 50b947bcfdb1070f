import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../shared/http/list-query.dto';
import { Article } from './article.entity';

@Injectable()
export class ArticlesService {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** Newest first; the (published_at DESC, id DESC) index serves both the sort and the page. */
  async list(query: ListQueryDto): Promise<Page<Article>> {
    const [items, total] = await Promise.all([
      this.articles.find({
        order: { publishedAt: 'DESC', id: 'DESC' },
        take: query.limit,
        skip: query.offset,
      }),
      this.articles.count(),
    ]);
    return { items, total };
  }

  async findOne(id: number): Promise<Article> {
    const article = await this.articles.findOneBy({ id });
    if (!article) throw new NotFoundException(`Article ${id} was not found.`);
    return article;
  }
}
