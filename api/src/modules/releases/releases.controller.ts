import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminWriteRoutes, EDITOR_WRITES } from '../../http/admin-write-routes';
import { sendKeysetPage } from '../../http/total-count';
import { ReleaseListQueryDto } from './dto/release-list-query.dto';
import type { ReleaseView } from '../../shared/contracts/content';
import { releasePage } from './release-reads';
import { toReleaseView } from './release-view';
import { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { ReleasesService } from './releases.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('releases')
export class ReleasesController extends AdminWriteRoutes({
  createDto: CreateReleaseDto,
  updateDto: UpdateReleaseDto,
  toView: toReleaseView,
  allow: EDITOR_WRITES,
}) {
  constructor(protected readonly service: ReleasesService) {
    super();
  }

  @CachedRead({ tables: ['releases', 'artists'] })
  @Get()
  async list(
    @Query() query: ReleaseListQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReleaseView[]> {
    return sendKeysetPage(response, await releasePage(this.service, query));
  }
}
