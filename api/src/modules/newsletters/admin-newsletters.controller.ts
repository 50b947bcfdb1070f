import { Body, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Req } from '@nestjs/common';
import type { Request, Response } from 'express';
import '../auth/session-data';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { NewsletterView } from '../../shared/contracts/admin';
import type { JobAccepted } from '../../shared/contracts/jobs';
import type {
  NewsletterDeliveryStats,
  NewsletterPreview,
  NewsletterSendAccepted,
} from '../../shared/contracts/newsletters';
import { DeskController } from '../auth/desk-controller.decorator';
import { Audited } from '../audit/audited.decorator';
import { AdminNewsletterListQueryDto } from './dto/admin-newsletter-list-query.dto';
import { DraftDigestDto } from './dto/draft-digest.dto';
import { PreviewNewsletterDto, SendNewsletterDto, TestNewsletterDto } from './dto/newsletter-send.dto';
import { NewsletterSendingService } from './newsletter-sending.service';
import { toNewsletterView } from './newsletter-view';
import { NewslettersService } from './newsletters.service';

/** Admin-only: every newsletter (drafts included), and everything about sending one. */
@DeskController('admin/newsletters')
export class AdminNewslettersController {
  constructor(
    private readonly newsletters: NewslettersService,
    private readonly sending: NewsletterSendingService,
  ) {}

  /** A page of every newsletter (drafts included), searched and sorted; the total is in X-Total-Count. */
  @Get()
  async list(
    @Query() query: AdminNewsletterListQueryDto,
    @ListResponse() response: Response,
  ): Promise<NewsletterView[]> {
    return sendPage(response, await this.newsletters.adminList(query)).map(toNewsletterView);
  }

  @Get(':id')
  async one(@Param('id', ParseIdPipe) id: number): Promise<NewsletterView> {
    return toNewsletterView(await this.newsletters.findOne(id));
  }

  /** The email as it would go out now, for text that may not be saved yet. */
  @Post('preview')
  @HttpCode(HttpStatus.OK)
  preview(@Body() body: PreviewNewsletterDto): NewsletterPreview {
    return this.sending.preview(body);
  }

  /** Writes (or finds) the weekly digest draft of a week, like the Friday schedule does. */
  @Post('digest')
  @Audited('trigger', 'digest')
  @HttpCode(HttpStatus.ACCEPTED)
  draftDigest(@Body() body: DraftDigestDto, @Req() request: Request): Promise<JobAccepted> {
    return this.sending.draftDigest(body.week, request.session?.userId);
  }

  @Post(':id/test')
  @HttpCode(HttpStatus.ACCEPTED)
  test(@Param('id', ParseIdPipe) id: number, @Body() body: TestNewsletterDto): Promise<JobAccepted> {
    return this.sending.test(id, body.emails);
  }

  @Post(':id/send')
  @HttpCode(HttpStatus.ACCEPTED)
  send(@Param('id', ParseIdPipe) id: number, @Body() body: SendNewsletterDto): Promise<NewsletterSendAccepted> {
    return this.sending.send(id, body);
  }

  @Delete(':id/send')
  @HttpCode(HttpStatus.NO_CONTENT)
  cancel(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.sending.cancel(id);
  }

  @Get(':id/deliveries')
  deliveries(@Param('id', ParseIdPipe) id: number): Promise<NewsletterDeliveryStats> {
    return this.sending.stats(id);
  }

  @Post(':id/deliveries/retry')
  @HttpCode(HttpStatus.ACCEPTED)
  retryFailed(@Param('id', ParseIdPipe) id: number): Promise<NewsletterSendAccepted> {
    return this.sending.retryFailed(id);
  }
}
