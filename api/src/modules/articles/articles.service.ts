import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { ROW_COUNT_SQL } from '../../database/content-tables';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import { Article } from './article.entity';
import { countWords } from './article-word-count';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';

@Injectable()
export class ArticlesService {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** Newest first; the (published_at DESC, id DESC) index serves both the sort and the page. */
  async list(query: ListQueryDto): Promise<Page<Article>> {
    const [items, total] = await Promise.all([this.listQuery(query).getMany(), this.count()]);
    return { items, total };
  }

  /** The list's query, exposed so the scale test can EXPLAIN exactly what the API runs. */
  listQuery(query: Pick<ListQueryDto, 'limit' | 'offset'>): SelectQueryBuilder<Article> {
    return this.articles
      .createQueryBuilder('article')
      .orderBy('article.published_at', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .limit(query.limit)
      .offset(query.offset);
  }

  detailQuery(id: number): SelectQueryBuilder<Article> {
    return this.articles.createQueryBuilder('article').where('article.id = :id', { id });
  }

  /**
   * The exact number of articles, kept by the content_change_log triggers.
   * count(*) would read every row (or every index entry): linear in the table,
   * and X-Total-Count must not be what makes 100,000 articles slow.
   */
  async count(): Promise<number> {
    const [row] = await this.articles.query(ROW_COUNT_SQL, ['articles']);
    return Number(row?.total ?? 0);
  }

  async findOne(id: number): Promise<Article> {
    const article = await this.detailQuery(id).getOne();
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
