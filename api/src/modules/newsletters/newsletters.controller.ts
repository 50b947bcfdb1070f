import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { AdminGuard } from '../auth/admin.guard';
import { auditNote } from '../audit/audit-context';
import type { NewsletterView } from '../../shared/contracts/admin';
import { ListQueryDto } from '../../http/list-query.dto';
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

  /** POST /api/newsletters */
  @Post()
  @UseGuards(AdminGuard)
  async create(@Body() dto: CreateNewsletterDto): Promise<NewsletterView> {
    const created = toNewsletterView(await this.service.create(dto));
    auditNote.created(created);
    return created;
  }

  /** PATCH /api/newsletters/:id */
  @Patch(':id')
  @UseGuards(AdminGuard)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateNewsletterDto): Promise<NewsletterView> {
    const before = toNewsletterView(await this.service.findOne(id));
    const after = toNewsletterView(await this.service.update(id, dto));
    auditNote.edited(before, after);
    return after;
  }

  /** DELETE /api/newsletters/:id */
  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    const before = toNewsletterView(await this.service.findOne(id));
    await this.service.remove(id);
    auditNote.deleted(before);
  }
}
