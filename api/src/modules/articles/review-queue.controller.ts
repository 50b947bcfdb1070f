import { Body, Get, HttpCode, HttpStatus, NotFoundException, Param, Post, Query } from '@nestjs/common';
import type { Response } from 'express';
import { ListQueryDto } from '../../http/list-query.dto';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { ArticleView } from '../../shared/contracts/content';
import { auditNote } from '../audit/audit-context';
import { Audited } from '../audit/audited.decorator';
import { DeskController } from '../auth/desk-controller.decorator';
import { toArticleView } from './article-view';
import { ArticlesService } from './articles.service';
import { ReviewDecisionDto } from './dto/review-decision.dto';

/**
 * Admin-only: the stories scrapers brought in from sources under review,
 * waiting as drafts. An editor publishes one (it goes public now), edits it
 * first (PATCH /api/articles/:id) or discards it (archived, so the scraper,
 * which knows it by its address, never brings it back).
 */
@DeskController('admin/review', 'editor')
export class ReviewQueueController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @ListResponse() response: Response): Promise<ArticleView[]> {
    const page = await this.articles.adminList({ ...query, status: 'draft', scrapedOnly: true });
    return sendPage(response, page).map(toArticleView);
  }

  /** Logged as the story's publish or discard, with its status before and after. */
  @Post(':id')
  @HttpCode(HttpStatus.OK)
  @Audited('review', 'articles')
  async decide(@Param('id', ParseIdPipe) id: number, @Body() body: ReviewDecisionDto): Promise<ArticleView> {
    const decided = await this.articles.decideReview(id, body.decision);
    if (!decided) throw new NotFoundException(`Article ${id} is not a scraped story waiting for review.`);
    auditNote.set({ action: body.decision });
    auditNote.update({ status: 'draft' }, { status: decided.status });
    return toArticleView(decided);
  }
}
