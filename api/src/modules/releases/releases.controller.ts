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
import { ListQueryDto } from '../../http/list-query.dto';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { ReleaseView } from '../../shared/contracts/content';
import { AdminGuard } from '../auth/admin.guard';
import { toReleaseView } from './release-view';
import { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { ReleasesService } from './releases.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('releases')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @CachedRead({ tables: ['releases', 'artists'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<ReleaseView[]> {
    return sendPage(response, await this.releases.list(query)).map(toReleaseView);
  }

  @Post()
  @UseGuards(AdminGuard)
  async create(@Body() dto: CreateReleaseDto): Promise<ReleaseView> {
    return toReleaseView(await this.releases.create(dto));
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReleaseDto): Promise<ReleaseView> {
    return toReleaseView(await this.releases.update(id, dto));
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.releases.remove(id);
  }
}
