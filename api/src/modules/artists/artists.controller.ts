import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminWriteRoutes, EDITOR_WRITES } from '../../http/admin-write-routes';
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

@Controller('artists')
export class ArtistsController extends AdminWriteRoutes({
  createDto: CreateArtistDto,
  updateDto: UpdateArtistDto,
  toView: toArtistView,
  allow: EDITOR_WRITES,
}) {
  constructor(protected readonly service: ArtistsService) {
    super();
  }

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
}
