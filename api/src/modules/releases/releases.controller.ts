import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { DeskRoute } from '../auth/desk-route.decorator';
import { auditedCreate, auditedDelete, auditedEdit } from '../audit/audited-writes';
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

  @CachedRead({ tables: ['releases', 'release_listings', 'artists'] })
  @Get()
  async list(
    @Query() query: ReleaseListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReleaseView[]> {
    return sendKeysetPage(response, await releasePage(this.service, query));
  }

  /** POST /api/releases */
  @Post()
  @DeskRoute('editor')
  create(@Body() dto: CreateReleaseDto): Promise<ReleaseView> {
    return auditedCreate(toReleaseView, () => this.service.create(dto));
  }

  /** PATCH /api/releases/:id */
  @Patch(':id')
  @DeskRoute('editor')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReleaseDto): Promise<ReleaseView> {
    return auditedEdit(
      toReleaseView,
      () => this.service.findOne(id),
      () => this.service.update(id, dto),
    );
  }

  /** DELETE /api/releases/:id */
  @Delete(':id')
  @DeskRoute('editor')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return auditedDelete(
      toReleaseView,
      () => this.service.findOne(id),
      () => this.service.remove(id),
    );
  }
}
