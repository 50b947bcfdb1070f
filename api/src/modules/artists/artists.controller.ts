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
import { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';
import { Artist } from './artist.entity';
import { ArtistsService } from './artists.service';
import { SpotlightQueryDto } from './dto/spotlight-query.dto';

@Controller('artists')
export class ArtistsController {
  constructor(private readonly artists: ArtistsService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Artist[]> {
    return sendPage(response, await this.artists.list(query));
  }

  // Declared before ':id' so 'spotlight' is never read as an id.
  @Get('spotlight')
  spotlight(@Query() query: SpotlightQueryDto): Promise<Artist[]> {
    return this.artists.spotlight(query.week);
  }

  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number): Promise<Artist> {
    return this.artists.findOne(id);
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body() dto: CreateArtistDto): Promise<Artist> {
    return this.artists.create(dto);
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateArtistDto): Promise<Artist> {
    return this.artists.update(id, dto);
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.artists.remove(id);
  }
}
