import { Get, Param, Query } from '@nestjs/common';
import { ListResponse } from '../../http/list-response.decorator';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { Response } from 'express';
import { sendPage } from '../../http/total-count';
import type { ArtistView } from '../../shared/contracts/content';
import { DeskController } from '../auth/desk-controller.decorator';
import { AdminArtistListQueryDto } from './dto/admin-artist-list-query.dto';
import { toArtistView } from './artist-view';
import { ArtistsService } from './artists.service';

/** Admin-only: every artist whatever their status, whole; the public roster lists published ones. */
@DeskController('admin/artists', 'editor')
export class AdminArtistsController {
  constructor(private readonly artists: ArtistsService) {}

  /** A page of every status (or one), searched and sorted; the total is in X-Total-Count. */
  @Get()
  async list(@Query() query: AdminArtistListQueryDto, @ListResponse() response: Response): Promise<ArtistView[]> {
    return sendPage(response, await this.artists.adminList(query)).map(toArtistView);
  }

  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArtistView> {
    return toArtistView(await this.artists.findAny(id));
  }
}
