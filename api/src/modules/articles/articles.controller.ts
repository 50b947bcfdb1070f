import { AuthorsWriteDraftsInterceptor } from './authors-write-drafts.interceptor';
import { authorsEditOwnDrafts } from './authors-own-drafts';
import { Controller, Get, Param, Query, Res, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import { AdminWriteRoutes } from '../../http/admin-write-routes';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendKeysetPage } from '../../http/total-count';
import { ArticleListQueryDto } from './dto/article-list-query.dto';
import type { ArticleCard, ArticleView } from '../../shared/contracts/content';
import { articleCardPage } from './article-reads';
import { toArticleView } from './article-view';
import { ArticlesService } from './articles.service';
import { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('articles')
@UseInterceptors(AuthorsWriteDraftsInterceptor)
export class ArticlesController extends AdminWriteRoutes({
  createDto: CreateArticleDto,
  updateDto: UpdateArticleDto,
  toView: toArticleView,
  allow: { create: 'author', update: 'author', remove: 'editor' },
  editConditions: authorsEditOwnDrafts,
}) {
  constructor(protected readonly service: ArticlesService) {
    super();
  }

  @CachedRead({ tables: ['articles'] })
  @Get()
  async list(
    @Query() query: ArticleListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ArticleCard[] | ArticleView[]> {
    if (query.view === 'full') return sendKeysetPage(response, await this.service.listPage(query)).map(toArticleView);
    return sendKeysetPage(response, await articleCardPage(this.service, query));
  }

  @CachedRead({ tables: ['articles'] })
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArticleView> {
    return this.service.detail(id);
  }
}
