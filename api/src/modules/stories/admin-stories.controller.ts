import { Body, Delete, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ArticleView } from '../../shared/contracts/content';
import { toArticleView } from '../articles/article-view';
import type { Article } from '../articles/article.entity';
import { authorsEditOwnDrafts } from '../articles/authors-own-drafts';
import { auditNote } from '../audit/audit-context';
import { Audited } from '../audit/audited.decorator';
import { auditedEdit } from '../audit/audited-writes';
import { deskMemberOf } from '../auth/desk-member';
import { DeskController } from '../auth/desk-controller.decorator';
import { assertEditAllowed } from '../publishing/publication-edits';
import { MoveArticleDto } from './dto/move-article.dto';
import { StoriesService } from './stories.service';

/**
 * The editor's corrections to the story assigner: an article moved into
 * another story, or out to a story of its own. A move is an edit of the
 * article, allowed to whoever may edit it (an author: their own drafts), and
 * audited as one; the article is marked so no later scrape undoes it.
 */
@DeskController('admin/stories', 'author')
export class AdminStoriesController {
  constructor(private readonly stories: StoriesService) {}

  /** POST /api/admin/stories/:id/articles */
  @Post(':id/articles')
  @Audited('move-into-story', 'articles')
  moveInto(
    @Param('id', ParseIdPipe) storyId: number,
    @Body() dto: MoveArticleDto,
    @Req() request: Request,
  ): Promise<ArticleView> {
    return auditedEdit(
      toArticleView,
      () => this.editableArticle(dto.articleId, request),
      () => this.stories.moveInto(storyId, dto.articleId),
    );
  }

  /** DELETE /api/admin/stories/:id/articles/:articleId */
  @Delete(':id/articles/:articleId')
  @Audited('move-out-of-story', 'articles')
  moveOut(
    @Param('id', ParseIdPipe) storyId: number,
    @Param('articleId', ParseIdPipe) articleId: number,
    @Req() request: Request,
  ): Promise<ArticleView> {
    return auditedEdit(
      toArticleView,
      () => this.editableArticle(articleId, request),
      () => this.stories.moveOut(storyId, articleId),
    );
  }

  /** The article, when the member asking may edit it: a 404 when there is none, a 403 saying why otherwise. */
  private async editableArticle(articleId: number, request: Request): Promise<Article> {
    const article = await this.stories.article(articleId);
    // The entry is about the article moved (its storyId before and after), not the story named in the path.
    auditNote.set({ entityId: String(articleId) });
    const member = deskMemberOf(request);
    assertEditAllowed(member && authorsEditOwnDrafts(member), article, 'Article', articleId);
    return article;
  }
}
