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
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AdminGuard } from '../auth/admin.guard';
import { Allow } from '../auth/allow.decorator';
import { deskMemberOf } from '../auth/desk-member';
import { auditNote } from '../audit/audit-context';
import { ListViewQueryDto } from '../../http/list-view-query.dto';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { ArtistCard, ArtistView } from '../../shared/contracts/content';
import { artistProfile, spotlightCards } from './artist-reads';
import { toArtistCard, toArtistView } from './artist-view';
import { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';
import { ArtistsService } from './artists.service';
import { SpotlightQueryDto } from './dto/spotlight-query.dto';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { currentIsoWeek } from '../../shared/domain/iso-week';

/** The public roster (each read with its cache rule) and the editors' writes, each telling the audit log what it changed. */
@Controller('artists')
export class ArtistsController {
  constructor(private readonly service: ArtistsService) {}

  @CachedRead({ tables: ['artists'] })
  @Get()
  async list(
    @Query() query: ListViewQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ArtistCard[] | ArtistView[]> {
    return sendPage(response, await this.service.list(query)).map(query.view === 'full' ? toArtistView : toArtistCard);
  }

  // Declared before ':id' so 'spotlight' is never read as an id.
  // Without ?week= the answer is the current ISO week's: a new week is a new answer.
  @CachedRead({ tables: ['artists', 'artist_spotlights'], keySuffix: currentIsoWeek })
  @Get('spotlight')
  async spotlight(@Query() query: SpotlightQueryDto): Promise<ArtistCard[]> {
    return spotlightCards(this.service, query.week);
  }

  @CachedRead({ tables: ['artists'] })
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArtistView> {
    return artistProfile(this.service, id);
  }

  /** POST /api/artists */
  @Post()
  @UseGuards(AdminGuard)
  @Allow('editor')
  async create(@Body() dto: CreateArtistDto, @Req() request: Request): Promise<ArtistView> {
    const created = toArtistView(await this.service.create(dto, { createdBy: deskMemberOf(request)?.id ?? null }));
    auditNote.created(created);
    return created;
  }

  /** PATCH /api/artists/:id */
  @Patch(':id')
  @UseGuards(AdminGuard)
  @Allow('editor')
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateArtistDto): Promise<ArtistView> {
    const before = toArtistView(await this.service.findAny(id));
    const after = toArtistView(await this.service.update(id, dto));
    auditNote.edited(before, after);
    return after;
  }

  /** DELETE /api/artists/:id */
  @Delete(':id')
  @UseGuards(AdminGuard)
  @Allow('editor')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    const before = toArtistView(await this.service.findAny(id));
    await this.service.remove(id);
    auditNote.deleted(before);
  }
}
