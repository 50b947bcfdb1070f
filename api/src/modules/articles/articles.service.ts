import { BadRequestException, Injectable } from '@nestjs/common';
import { bodyOfInput, ConflictingBodiesError } from '../../shared/domain/article-body';
import { PublicationSchedule } from '../publishing/publication-schedule';
import { PublishableService } from '../publishing/publishable-service';
import type { EditConditions } from '../publishing/edit-conditions';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { ArticleSort } from './dto/admin-article-list-query.dto';
import type { ArticleCard, ArticleView } from '../../shared/contracts/content';
import { toArticleCard, toArticleDetail } from './article-view';
import { keysetRequest, type KeysetPage } from '../../http/keyset-cursor';
import type { ArticleListQueryDto } from './dto/article-list-query.dto';
import { MentionMatchingRequests } from '../artist-mentions/mention-matching-requests';
import { Article } from './article.entity';
import { ArticleFields, ArticleStatusFilter, ArticlesStore } from './articles.store';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';
import type { ReviewDecision } from './dto/review-decision.dto';
import { RevisionedArticleSaves } from './revisioned-saves';

@Injectable()
export class ArticlesService extends PublishableService<Article, ArticleFields, CreateArticleDto, UpdateArticleDto> {
  constructor(
    private readonly articles: ArticlesStore,
    private readonly matching: MentionMatchingRequests,
    schedule: PublicationSchedule,
    private readonly saves: RevisionedArticleSaves,
  ) {
    super(articles, 'Article', 'article', schedule);
  }

  /** A published article, as readers may see it: any other is a 404 naming it. */
  override async findOne(id: number): Promise<Article> {
    return this.found(id, await this.articles.findPublished(id));
  }

  /** The admin's list: every status, or the one asked for; `scrapedOnly` keeps the scrapers' stories. */
  adminList(query: AdminListRequest<ArticleSort> & ArticleStatusFilter): Promise<Page<Article>> {
    return this.articles.adminList(query, { status: query.status, scrapedOnly: query.scrapedOnly });
  }

  /** A scraped draft published (now) or discarded (archived); null when it is not one. */
  async decideReview(id: number, decision: ReviewDecision): Promise<Article | null> {
    const decided = await this.articles.decideReview(id, decision);
    // Published, it now names its artists (a draft names none).
    if (decided && decided.status === 'published') await this.matching.articleChanged(decided.id);
    return decided;
  }

  /**
   * A story whose short version is its whole body (a short piece) keeps it so
   * when the body is edited, unless the edit sends a short version of its own:
   * the cards then show the text the page shows.
   */
  override async update(id: number, dto: UpdateArticleDto, conditions?: EditConditions): Promise<Article> {
    // The revision check, the revision number's move and the copy kept of the save.
    const { revision, ...edit } = dto;
    return this.saves.save(id, revision, () => this.updateBody(id, edit, conditions));
  }

  private async updateBody(id: number, dto: UpdateArticleDto, conditions?: EditConditions): Promise<Article> {
    const body = this.bodyOf(dto);
    if (body === undefined || dto.shortMd !== undefined) return super.update(id, dto, conditions);
    const stored = await this.articles.findById(id);
    const shortIsWhole = stored !== null && stored.shortMd?.trim() === stored.content.trim();
    return super.update(id, shortIsWhole ? { ...dto, shortMd: body } : dto, conditions);
  }

  /** `content` and `longMd` both write the one body (see bodyOfInput). */
  protected override fieldsOf(dto: CreateArticleDto | UpdateArticleDto): Partial<ArticleFields> {
    const { content: _content, longMd: _longMd, ...rest } = dto;
    const body = this.bodyOf(dto);
    return super.fieldsOf({ ...rest, ...(body === undefined ? {} : { content: body }) } as UpdateArticleDto);
  }

  private bodyOf(dto: CreateArticleDto | UpdateArticleDto): string | undefined {
    try {
      return bodyOfInput(dto);
    } catch (error) {
      if (error instanceof ConflictingBodiesError) {
        throw new BadRequestException({ statusCode: 400, message: error.message, errors: { longMd: [error.message] } });
      }
      throw error;
    }
  }

  /** A story that goes public is stamped with the moment it did, so it reads as new where lists sort by it. */
  protected override goingPublicFields(): Partial<ArticleFields> {
    return { publishedAt: new Date() };
  }

  /** Stories to read after `article` (see ArticlesStore.readNext). */
  readNext(article: Pick<Article, 'id' | 'category'>, limit: number): Promise<Article[]> {
    return this.articles.readNext(article, limit);
  }

  /** A page of cards: what every public list shows, without the bodies. */
  async listCards(page: { limit: number; offset: number }): Promise<Page<ArticleCard>> {
    const { items, total } = await this.articles.listCards(page);
    return { items: items.map(toArticleCard), total };
  }

  /** One article as its page reads it; a 404 naming it when there is none. */
  async detail(id: number): Promise<ArticleView> {
    return toArticleDetail(this.found(id, await this.articles.detailRow(id)));
  }

  /** The public list: by offset or cursor, optionally one category or one tag. */
  listPage(query: Omit<ArticleListQueryDto, 'view'>): Promise<KeysetPage<Article>> {
    return this.articles.listPage({ ...keysetRequest(query), category: query.category, tag: query.tag, q: query.q });
  }

  /** A story written or edited by an editor is matched against the artists again, in the worker. */
  protected override async written(article: Article, write: { created: boolean }): Promise<void> {
    if (write.created) await this.saves.created(article);
    await this.matching.articleChanged(article.id);
  }
}
