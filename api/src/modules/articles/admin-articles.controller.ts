import { Allow } from '../auth/allow.decorator';
import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { Response } from 'express';
import { sendPage } from '../../http/total-count';
import type { ArticleView } from '../../shared/contracts/content';
import { AdminGuard } from '../auth/admin.guard';
import { AdminArticleListQueryDto } from './dto/admin-article-list-query.dto';
import { toArticleView } from './article-view';
import { ArticlesService } from './articles.service';

/**
 * Admin-only: every article whatever its status, whole, for the editor. The
 * public GET /api/articles (cached, shared by every reader) lists published
 * stories only.
 */
@Controller('admin/articles')
@Allow('author')
@UseGuards(AdminGuard)
export class AdminArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  /** A page of every status (or one), searched and sorted; the total is in X-Total-Count. */
  @Get()
  async list(
    @Query() query: AdminArticleListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ArticleView[]> {
    return sendPage(response, await this.articles.adminList(query)).map(toArticleView);
  }

  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArticleView> {
    return toArticleView(await this.articles.findAny(id));
  }
}
