import { Body, Controller, Get, Param, Query } from '@nestjs/common';
import type { Response } from 'express';
import { DeskCreate, DeskDelete, DeskEdit } from '../auth/desk-writes.decorator';
import { auditedCreate, auditedDelete, auditedEdit } from '../audit/audited-writes';
import type { NewsletterView } from '../../shared/contracts/admin';
import { ListQueryDto } from '../../http/list-query.dto';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { PublicNewsletterView } from '../../shared/contracts/admin';
import { publishedIssue, publishedIssues } from './newsletter-reads';
import { toNewsletterView } from './newsletter-view';
import { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { NewslettersService } from './newsletters.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

/**
 * The public archive (published newsletters only) and the writes, which
 * need an admin (no weaker role is allowed), each telling the audit log what
 * it changed.
 */
@Controller('newsletters')
export class NewslettersController {
  constructor(private readonly service: NewslettersService) {}

  /** Published newsletters, newest first; drafts (and drafts scheduled to go out) are for admins only. */
  @CachedRead({ tables: ['newsletters'] })
  @Get()
  async list(@Query() query: ListQueryDto, @ListResponse() response: Response): Promise<PublicNewsletterView[]> {
    return sendPage(response, await publishedIssues(this.service, query));
  }

  /** The web version of one issue: the 'View in browser' link of its email. */
  @CachedRead({ tables: ['newsletters'] })
  @Get(':id')
  async one(@Param('id', ParseIdPipe) id: number): Promise<PublicNewsletterView> {
    return publishedIssue(this.service, id);
  }

  /** POST /api/newsletters */
  @DeskCreate()
  create(@Body() dto: CreateNewsletterDto): Promise<NewsletterView> {
    return auditedCreate(toNewsletterView, () => this.service.create(dto));
  }

  /** PATCH /api/newsletters/:id */
  @DeskEdit()
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateNewsletterDto): Promise<NewsletterView> {
    return auditedEdit(
      toNewsletterView,
      () => this.service.findOne(id),
      () => this.service.update(id, dto),
    );
  }

  /** DELETE /api/newsletters/:id */
  @DeskDelete()
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return auditedDelete(
      toNewsletterView,
      () => this.service.findOne(id),
      () => this.service.remove(id),
    );
  }
}
