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
import { AdminGuard } from '../auth/admin.guard';
import { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { Release } from './release.entity';
import { ReleasesService } from './releases.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('releases')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @CachedRead({ tables: ['releases', 'artists'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Release[]> {
    return sendPage(response, await this.releases.list(query));
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body() dto: CreateReleaseDto): Promise<Release> {
    return this.releases.create(dto);
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateReleaseDto): Promise<Release> {
    return this.releases.update(id, dto);
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.releases.remove(id);
  }
}
