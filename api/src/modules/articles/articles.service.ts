import { BadRequestException, Injectable } from '@nestjs/common';
import { bodyOfInput, ConflictingBodiesError } from '../../shared/domain/article-body';
import { foundOr404, notFound } from '../../http/found-or-404';
import { CHANGED_MEANWHILE } from '../../database/entity-store';
import { PublicationSchedule } from '../publishing/publication-schedule';
import { goesPublic, resolvePublication, type Publication } from '../publishing/publication-rules';
import {
  assertEditAllowed,
  columnsBesidesPublication,
  publicationChangedMeanwhile,
  stillPublishedAsRead,
} from '../publishing/publication-edits';
import type { EditConditions, WriteOrigin } from '../publishing/edit-conditions';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { ArticleSort } from './dto/admin-article-list-query.dto';
import type { ArticleCard } from '../../shared/contracts/content';
import { toArticleCard, toArticleDetail } from './article-view';
import { keysetRequest, type KeysetPage, type KeysetRequest } from '../../http/keyset-cursor';
import type { ArticleListFilters } from './article-list-filters';
import type { ArticleListQueryDto } from './dto/article-list-query.dto';
import { MentionMatchingRequests } from '../artist-mentions/mention-matching-requests';
import { Article } from './article.entity';
import { ArticleFields, ArticlesStore } from './articles.store';
import { AdminArticleListStore, ArticleStatusFilter } from './admin-article-list.store';
import { PublicArticlesStore } from './public-articles.store';
import { ScrapedArticlesStore } from './scraped-articles.store';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';
import type { ReviewDecision } from './dto/review-decision.dto';
import { RevisionedArticleSaves } from './revisioned-saves';
import { StoryPlacementRequests } from '../stories/story-placement-requests';
import { ArticleStoriesStore, type StoryLeadRow } from './article-stories.store';
import type { ArticleDetailView } from '../../shared/contracts/stories';

const NOUN = 'Article';

/** An edit read and judged, ready to write: the story as read, its publication after the edit, the columns to set. */
interface PlannedEdit {
  before: Article;
  publication: Publication;
  changes: Partial<ArticleFields>;
}

@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesStore,
    private readonly publicArticles: PublicArticlesStore,
    private readonly adminArticles: AdminArticleListStore,
    private readonly scraped: ScrapedArticlesStore,
    private readonly matching: MentionMatchingRequests,
    private readonly schedule: PublicationSchedule,
    private readonly saves: RevisionedArticleSaves,
    private readonly stories: ArticleStoriesStore,
    private readonly placement: StoryPlacementRequests,
  ) {}

  /** Published stories newest first. */
  list(page: { limit: number; offset: number }): Promise<Page<Article>> {
    return this.publicArticles.list(page);
  }

  /** A published article, as readers may see it: any other is a 404 naming it. */
  async findOne(id: number): Promise<Article> {
    return foundOr404(NOUN, id, await this.articles.findPublished(id));
  }

  /** One article whatever its status, for the desk; a 404 naming it when there is none. */
  async findAny(id: number): Promise<Article> {
    return foundOr404(NOUN, id, await this.articles.findById(id));
  }

  /**
   * A new story, stamped with the member who wrote it: published unless the
   * request asks for another status; a scheduled one gets its publishing job.
   */
  async create(dto: CreateArticleDto, origin: WriteOrigin & { savedBy: string | null }): Promise<Article> {
    const publication = resolvePublication(dto, null, new Date());
    const created = await this.articles.create({
      ...this.columnsOf(dto),
      ...publication,
      createdBy: origin.createdBy,
      // A story of its own until the worker's placement job matches it to the story it reports on.
      storyPending: true,
    });
    await this.saves.created(created, origin.savedBy);
    await this.matching.articleChanged(created.id);
    await this.schedule.changed('article', created.id, null, publication);
    await this.placement.articleWritten(created.id);
    // Read back: the story the database started for it is not among what an insert answers.
    return (await this.articles.findById(created.id)) ?? created;
  }

  /**
   * An edit, resolved against the story as read and written only while its
   * publication is still the one read (else 409, to reload). `conditions` are
   * what the story must be for this member to edit it (an author: their own
   * draft), else 403. A story whose short version is its whole body (a short
   * piece) keeps it so when the body is edited, unless the edit sends a short
   * version of its own, so cards show the text the page shows.
   */
  async update(id: number, dto: UpdateArticleDto, conditions?: EditConditions, savedBy: string | null = null) {
    const { revision, ...edit } = dto;
    // Read and judged before the revision moves: an edit refused (400, 403, 404) leaves no trace, not even a revision.
    const planned = await this.planEdit(id, edit, conditions);
    // The revision check, the revision number's move and the copy kept of the save. A null revision is none given.
    return this.saves.save(id, revision ?? undefined, savedBy, () => this.writeEdit(id, planned));
  }

  private async planEdit(id: number, dto: UpdateArticleDto, conditions?: EditConditions): Promise<PlannedEdit> {
    const body = this.bodyOf(dto);
    const before = await this.findAny(id);
    assertEditAllowed(conditions, before, NOUN, id);
    const publication = resolvePublication(dto, before, new Date());
    const shortIsWhole = before.shortMd?.trim() === before.content.trim();
    const keepsShortWhole = body !== undefined && dto.shortMd === undefined && shortIsWhole;
    const changes: Partial<ArticleFields> = {
      ...this.columnsOf(keepsShortWhole ? { ...dto, shortMd: body } : dto),
      ...publication,
      // A story that goes public is stamped with the moment it did, so it reads as new where lists sort by it.
      ...(goesPublic(before, publication) ? { publishedAt: new Date() } : {}),
    };
    return { before, publication, changes };
  }

  private async writeEdit(id: number, { before, publication, changes }: PlannedEdit): Promise<Article> {
    const written = await this.articles.updateIf(id, changes, stillPublishedAsRead(before));
    if (written === CHANGED_MEANWHILE) throw publicationChangedMeanwhile(NOUN, id);
    const updated = foundOr404(NOUN, id, written);
    await this.matching.articleChanged(id);
    await this.schedule.changed('article', id, before, publication);
    return updated;
  }

  /** Deleted, with its publishing job if it was scheduled; a 404 when there is no such story. */
  async remove(id: number): Promise<void> {
    const before = await this.findAny(id);
    if (!(await this.articles.delete(id))) throw notFound(NOUN, id);
    await this.schedule.removed('article', id, before);
  }

  /** The admin's list: every status, or the one asked for; `scrapedOnly` keeps the scrapers' stories. */
  adminList(query: AdminListRequest<ArticleSort> & ArticleStatusFilter): Promise<Page<Article>> {
    return this.adminArticles.adminList(query, { status: query.status, scrapedOnly: query.scrapedOnly });
  }

  /** A scraped draft published (now) or discarded (archived); null when it is not one. */
  async decideReview(id: number, decision: ReviewDecision): Promise<Article | null> {
    const decided = await this.scraped.decideReview(id, decision);
    // Published, it now names its artists (a draft names none).
    if (decided && decided.status === 'published') await this.matching.articleChanged(decided.id);
    return decided;
  }

  /** Stories to read after `article` (see PublicArticlesStore.readNext). */
  readNext(article: Pick<Article, 'id' | 'category'>, limit: number): Promise<Article[]> {
    return this.publicArticles.readNext(article, limit);
  }

  /** A page of cards: what every public list shows, without the bodies. */
  async listCards(page: { limit: number; offset: number }): Promise<Page<ArticleCard>> {
    const { items, total } = await this.publicArticles.listCards(page);
    return { items: items.map(toArticleCard), total };
  }

  /** One article as its page reads it, with the story's other reports; a 404 naming it when there is none. */
  async detail(id: number): Promise<ArticleDetailView> {
    return toArticleDetail(foundOr404(NOUN, id, await this.publicArticles.detailRow(id)));
  }

  /** For each listed story lead, the story's other outlets (see ArticleStoriesStore.otherSources). */
  otherSources(leads: StoryLeadRow[]): Promise<Map<number, string[]>> {
    return this.stories.otherSources(leads);
  }

  /** The public list as cards (what every reader's list shows): by offset or cursor, narrowed as asked. */
  cardPage(query: Omit<ArticleListQueryDto, 'view'>): Promise<KeysetPage<ArticleCard>> {
    return this.publicArticles.cardPage(publicListRequest(query));
  }

  /** The public list with bodies (the editor's ?view=full): by offset or cursor, optionally one category or one tag. */
  listPage(query: Omit<ArticleListQueryDto, 'view'>): Promise<KeysetPage<Article>> {
    return this.publicArticles.listPage(publicListRequest(query));
  }

  /** The columns a request sets: `content` and `longMd` both write the one body (see bodyOfInput); status and publish time are resolved, not copied. */
  private columnsOf(dto: CreateArticleDto | UpdateArticleDto): Partial<ArticleFields> {
    const { content: _content, longMd: _longMd, ...rest } = columnsBesidesPublication(dto);
    const body = this.bodyOf(dto);
    return { ...rest, ...(body === undefined ? {} : { content: body }) } as Partial<ArticleFields>;
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
}

/** A public list query as the stores read it: its page (offset or cursor) and what narrows it. */
function publicListRequest(query: Omit<ArticleListQueryDto, 'view'>): KeysetRequest & ArticleListFilters {
  return { ...keysetRequest(query), category: query.category, tag: query.tag, q: query.q, group: query.group };
}
