import { Body, Controller, Get, Param, Query, Req } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DeskCreate, DeskDelete, DeskEdit } from '../auth/desk-writes.decorator';
import { deskMemberOf } from '../auth/desk-member';
import { auditedCreate, auditedDelete, auditedEdit } from '../audit/audited-writes';
import { ListViewQueryDto } from '../../http/list-view-query.dto';
import { ListResponse } from '../../http/list-response.decorator';
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
    @ListResponse() response: Response,
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
  @DeskCreate('editor')
  create(@Body() dto: CreateArtistDto, @Req() request: Request): Promise<ArtistView> {
    return auditedCreate(toArtistView, () =>
      this.service.create(dto, { createdBy: deskMemberOf(request)?.id ?? null }),
    );
  }

  /** PATCH /api/artists/:id */
  @DeskEdit('editor')
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateArtistDto): Promise<ArtistView> {
    return auditedEdit(
      toArtistView,
      () => this.service.findAny(id),
      () => this.service.update(id, dto),
    );
  }

  /** DELETE /api/artists/:id */
  @DeskDelete('editor')
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return auditedDelete(
      toArtistView,
      () => this.service.findAny(id),
      () => this.service.remove(id),
    );
  }
}
