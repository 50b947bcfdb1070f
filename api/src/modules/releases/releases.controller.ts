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
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { AdminGuard } from '../auth/admin.guard';
import { Allow } from '../auth/allow.decorator';
import { auditNote } from '../audit/audit-context';
import { sendKeysetPage } from '../../http/total-count';
import { ReleaseListQueryDto } from './dto/release-list-query.dto';
import type { ReleaseView } from '../../shared/contracts/content';
import { releasePage } from './release-reads';
import { toReleaseView } from './release-view';
import { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { ReleasesService } from './releases.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

/** The public release list (cached) and the editors' writes, each telling the audit log what it changed. */
@Controller('releases')
export class ReleasesController {
  constructor(private readonly service: ReleasesService) {}

  @CachedRead({ tables: ['releases', 'artists'] })
  @Get()
  async list(
    @Query() query: ReleaseListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReleaseView[]> {
    return sendKeysetPage(response, await releasePage(this.service, query));
  }

  /** POST /api/releases */
  @Post()
  @UseGuards(AdminGuard)
  @Allow('editor')
  async create(@Body() dto: CreateReleaseDto): Promise<ReleaseView> {
    const created = toReleaseView(await this.service.create(dto));
    auditNote.created(created);
    return created;
  }

  /** PATCH /api/releases/:id */
  @Patch(':id')
  @UseGuards(AdminGuard)
  @Allow('editor')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReleaseDto): Promise<ReleaseView> {
    const before = toReleaseView(await this.service.findOne(id));
    const after = toReleaseView(await this.service.update(id, dto));
    auditNote.edited(before, after);
    return after;
  }

  /** DELETE /api/releases/:id */
  @Delete(':id')
  @UseGuards(AdminGuard)
  @Allow('editor')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    const before = toReleaseView(await this.service.findOne(id));
    await this.service.remove(id);
    auditNote.deleted(before);
  }
}
