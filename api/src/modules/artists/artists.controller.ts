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
import type { ArtistView } from '../../shared/contracts/content';
import { AdminGuard } from '../auth/admin.guard';
import { toArtistView } from './artist-view';
import { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';
import { ArtistsService } from './artists.service';
import { SpotlightQueryDto } from './dto/spotlight-query.dto';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { currentIsoWeek } from '../../shared/domain/iso-week';

@Controller('artists')
export class ArtistsController {
  constructor(private readonly artists: ArtistsService) {}

  @CachedRead({ tables: ['artists'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<ArtistView[]> {
    return sendPage(response, await this.artists.list(query)).map(toArtistView);
  }

  // Declared before ':id' so 'spotlight' is never read as an id.
  // Without ?week= the answer is the current ISO week's: a new week is a new answer.
  @CachedRead({ tables: ['artists', 'artist_spotlights'], keySuffix: currentIsoWeek })
  @Get('spotlight')
  async spotlight(@Query() query: SpotlightQueryDto): Promise<ArtistView[]> {
    return (await this.artists.spotlight(query.week)).map(toArtistView);
  }

  @CachedRead({ tables: ['artists'] })
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArtistView> {
    return toArtistView(await this.artists.findOne(id));
  }

  @Post()
  @UseGuards(AdminGuard)
  async create(@Body() dto: CreateArtistDto): Promise<ArtistView> {
    return toArtistView(await this.artists.create(dto));
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateArtistDto): Promise<ArtistView> {
    return toArtistView(await this.artists.update(id, dto));
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.artists.remove(id);
  }
}
