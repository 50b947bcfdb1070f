import { Body, Controller, Get, Param, Query, Req, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendKeysetPage } from '../../http/total-count';
import { DeskCreate, DeskDelete, DeskEdit } from '../auth/desk-writes.decorator';
import { deskMemberOf } from '../auth/desk-member';
import { auditedCreate, auditedDelete, auditedEdit } from '../audit/audited-writes';
import { ArticleListQueryDto } from './dto/article-list-query.dto';
import type { ArticleCard, ArticleView } from '../../shared/contracts/content';
import { articleCardPage } from './article-reads';
import { toArticleView } from './article-view';
import { ArticlesService } from './articles.service';
import { authorsEditOwnDrafts } from './authors-own-drafts';
import { AuthorsWriteDraftsInterceptor } from './authors-write-drafts.interceptor';
import { savedByOf } from './revisioned-saves';
import { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import type { ArticleDetailView } from '../../shared/contracts/stories';

/**
 * The public story list and page (each with its cache rule), and the desk's
 * writes: authors write drafts (the interceptor) and edit only their own
 * drafts (the conditions handed to the edit); editors delete. Each write
 * tells the audit log what it changed.
 */
@Controller('articles')
@UseInterceptors(AuthorsWriteDraftsInterceptor)
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @CachedRead({ tables: ['articles'] })
  @Get()
  async list(
    @Query() query: ArticleListQueryDto,
    @ListResponse() response: Response,
  ): Promise<ArticleCard[] | ArticleView[]> {
    if (query.view === 'full') return sendKeysetPage(response, await this.articles.listPage(query)).map(toArticleView);
    return sendKeysetPage(response, await articleCardPage(this.articles, query));
  }

  @CachedRead({ tables: ['articles'] })
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArticleDetailView> {
    return this.articles.detail(id);
  }

  /** POST /api/articles */
  @DeskCreate('author')
  create(@Body() dto: CreateArticleDto, @Req() request: Request): Promise<ArticleView> {
    const member = deskMemberOf(request);
    const origin = { createdBy: member?.id ?? null, savedBy: savedByOf(member) };
    return auditedCreate(toArticleView, () => this.articles.create(dto, origin));
  }

  /** PATCH /api/articles/:id */
  @DeskEdit('author')
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateArticleDto,
    @Req() request: Request,
  ): Promise<ArticleView> {
    const member = deskMemberOf(request);
    const conditions = member && authorsEditOwnDrafts(member);
    return auditedEdit(
      toArticleView,
      () => this.articles.findAny(id),
      () => this.articles.update(id, dto, conditions, savedByOf(member)),
    );
  }

  /** DELETE /api/articles/:id */
  @DeskDelete('editor')
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return auditedDelete(
      toArticleView,
      () => this.articles.findAny(id),
      () => this.articles.remove(id),
    );
  }
}
