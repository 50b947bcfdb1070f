import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ListQueryDto } from '../../shared/http/list-query.dto';
import { sendPage } from '../../shared/http/total-count';
import { Release } from './release.entity';
import { ReleasesService } from './releases.service';

@Controller('releases')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Release[]> {
    return sendPage(response, await this.releases.list(query));
  }
}
