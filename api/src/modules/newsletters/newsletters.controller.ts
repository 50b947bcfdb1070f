import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminWriteRoutes } from '../../http/admin-write-routes';
import { ListQueryDto } from '../../http/list-query.dto';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { PublicNewsletterView } from '../../shared/contracts/admin';
import { publishedIssue, publishedIssues } from './newsletter-reads';
import { toNewsletterView } from './newsletter-view';
import { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { NewslettersService } from './newsletters.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

/** The public archive (published newsletters only) and the admin's writes. */
@Controller('newsletters')
export class NewslettersController extends AdminWriteRoutes({
  createDto: CreateNewsletterDto,
  updateDto: UpdateNewsletterDto,
  toView: toNewsletterView,
}) {
  constructor(protected readonly service: NewslettersService) {
    super();
  }

  /** Published newsletters, newest first; drafts (and drafts scheduled to go out) are for admins only. */
  @CachedRead({ tables: ['newsletters'] })
  @Get()
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PublicNewsletterView[]> {
    return sendPage(response, await publishedIssues(this.service, query));
  }

  /** The web version of one issue: the 'View in browser' link of its email. */
  @CachedRead({ tables: ['newsletters'] })
  @Get(':id')
  async one(@Param('id', ParseIdPipe) id: number): Promise<PublicNewsletterView> {
    return publishedIssue(this.service, id);
  }
}
