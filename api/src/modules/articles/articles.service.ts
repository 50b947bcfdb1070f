import { Injectable, NotFoundException } from '@nestjs/common';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import { Article } from './article.entity';
import { ArticlesStore } from './articles.store';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';

@Injectable()
export class ArticlesService {
  constructor(private readonly store: ArticlesStore) {}

  list(query: ListQueryDto): Promise<Page<Article>> {
    return this.store.list(query);
  }

  async findOne(id: number): Promise<Article> {
    const article = await this.store.findById(id);
    if (!article) throw notFound(id);
    return article;
  }

  create(dto: CreateArticleDto): Promise<Article> {
    return this.store.create(dto);
  }

  async update(id: number, dto: UpdateArticleDto): Promise<Article> {
    const article = await this.store.update(id, dto);
    if (!article) throw notFound(id);
    return article;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.delete(id))) throw notFound(id);
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Article ${id} was not found.`);
}
