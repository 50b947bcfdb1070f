import { Get, Param, Query, Req } from '@nestjs/common';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { Request, Response } from 'express';
import { sendPage } from '../../http/total-count';
import type { AdminArticleView } from '../../shared/contracts/content';
import { deskMemberOf } from '../auth/desk-member';
import { mayEdit } from './authors-own-drafts';
import type { Article } from './article.entity';
import { DeskController } from '../auth/desk-controller.decorator';
import { AdminArticleListQueryDto } from './dto/admin-article-list-query.dto';
import { toArticleView } from './article-view';
import { ArticlesService } from './articles.service';

/**
 * Admin-only: every article whatever its status, whole, for the editor. The
 * public GET /api/articles (cached, shared by every reader) lists published
 * stories only.
 */
@DeskController('admin/articles', 'author')
export class AdminArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  /** A page of every status (or one), searched and sorted; the total is in X-Total-Count. */
  @Get()
  async list(
    @Query() query: AdminArticleListQueryDto,
    @Req() request: Request,
    @ListResponse() response: Response,
  ): Promise<AdminArticleView[]> {
    return sendPage(response, await this.articles.adminList(query)).map((article) => adminView(article, request));
  }

  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number, @Req() request: Request): Promise<AdminArticleView> {
    return adminView(await this.articles.findAny(id), request);
  }
}

/** The row with whose it is and whether the member asking may edit it, so the screen offers only what the server allows. */
function adminView(article: Article, request: Request): AdminArticleView {
  return {
    ...toArticleView(article),
    createdBy: article.createdBy,
    editable: mayEdit(deskMemberOf(request), article),
  };
}
