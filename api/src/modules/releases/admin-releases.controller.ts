import { Body, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { Response } from 'express';
import { sendPage } from '../../http/total-count';
import type { AdminReleaseView, ReleaseView } from '../../shared/contracts/content';
import { auditedCreate, auditedEdit } from '../audit/audited-writes';
import { DeskController } from '../auth/desk-controller.decorator';
import { AdminReleaseListQueryDto } from './dto/admin-release-list-query.dto';
import { MergeReleasesDto } from './dto/merge-releases.dto';
import { ReleasesService } from './releases.service';

const asIs = (view: ReleaseView) => view;

/**
 * Admin-only: the desk's list of releases, searched and sorted on the server,
 * and its corrections of the scraper's grouping (merge two releases, split a
 * listing out), each audited. The public GET /api/releases is cached for every
 * reader and keeps its one order.
 */
@DeskController('admin/releases', 'editor')
export class AdminReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  /** A page, searched and sorted; the total is in X-Total-Count. */
  @Get()
  async list(
    @Query() query: AdminReleaseListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReleaseView[]> {
    return this.releases.views(sendPage(response, await this.releases.adminList(query)));
  }

  /** One, with its links, editions and listings, for the full-page editor; a 404 naming it when there is none. */
  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number): Promise<AdminReleaseView> {
    return this.releases.adminView(id);
  }

  /** Folds release `releaseId` into :id (its listings move over, it is deleted); answers :id. */
  @Post(':id/merge')
  @HttpCode(HttpStatus.OK)
  merge(@Param('id', ParseIdPipe) id: number, @Body() dto: MergeReleasesDto): Promise<ReleaseView> {
    return auditedEdit(
      asIs,
      () => this.releases.view(id),
      () => this.releases.merge(id, dto.releaseId),
    );
  }

  /** Makes the listing a release of its own; answers the new release. */
  @Post(':id/listings/:listingId/split')
  split(
    @Param('id', ParseIdPipe) id: number,
    @Param('listingId', ParseIdPipe) listingId: number,
  ): Promise<ReleaseView> {
    return auditedCreate(asIs, () => this.releases.split(id, listingId));
  }
}
