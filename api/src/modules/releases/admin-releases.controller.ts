import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { Response } from 'express';
import { sendPage } from '../../http/total-count';
import type { ReleaseView } from '../../shared/contracts/content';
import { DeskRoute } from '../auth/desk-route.decorator';
import { AdminReleaseListQueryDto } from './dto/admin-release-list-query.dto';
import { toReleaseView } from './release-view';
import { ReleasesService } from './releases.service';

/**
 * Admin-only: the desk's list of releases, searched and sorted on the server.
 * The public GET /api/releases is cached for every reader and keeps its one order.
 */
@Controller('admin/releases')
@DeskRoute('editor')
export class AdminReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  /** A page, searched and sorted; the total is in X-Total-Count. */
  @Get()
  async list(
    @Query() query: AdminReleaseListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReleaseView[]> {
    return sendPage(response, await this.releases.adminList(query)).map(toReleaseView);
  }

  /** One, for the full-page editor; a 404 naming it when there is none. */
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ReleaseView> {
    return toReleaseView(await this.releases.findOne(id));
  }
}
