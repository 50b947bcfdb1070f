import { Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { Artist } from './artist.entity';
import { ArtistFields, ArtistsStore } from './artists.store';
import type { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';

/** Hand-made artists start as drafts, like scraped ones. */
@Injectable()
export class ArtistsService extends EntityService<Artist, ArtistFields, CreateArtistDto, UpdateArtistDto> {
  constructor(private readonly artists: ArtistsStore) {
    super(artists, 'Artist');
  }

  /** The artists of one ISO week, in the order they were picked; at most 5. */
  spotlight(week: string = currentIsoWeek()): Promise<Artist[]> {
    return this.artists.spotlightOf(week);
  }
}
