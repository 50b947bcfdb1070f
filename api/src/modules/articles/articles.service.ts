import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../shared/http/list-query.dto';
import { Article } from './article.entity';
import { countWords } from './article-word-count';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';

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

  async create(dto: CreateArticleDto): Promise<Article> {
    const article = this.articles.create({ ...dto, wordCount: countWords(dto.longMd ?? dto.content) });
    return this.articles.save(article);
  }

  async update(id: number, dto: UpdateArticleDto): Promise<Article> {
    const article = this.articles.merge(await this.findOne(id), dto);
    article.wordCount = countWords(article.longMd ?? article.content);
    return this.articles.save(article);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.articles.delete({ id });
    if (!affected) throw new NotFoundException(`Article ${id} was not found.`);
  }
}
