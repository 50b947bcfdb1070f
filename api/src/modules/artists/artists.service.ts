import { Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { MentionMatchingRequests } from '../artist-mentions/mention-matching-requests';
import { Artist } from './artist.entity';
import { ArtistFields, ArtistsStore } from './artists.store';
import type { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';

/** Hand-made artists start as drafts, like scraped ones. */
@Injectable()
export class ArtistsService extends EntityService<Artist, ArtistFields, CreateArtistDto, UpdateArtistDto> {
  constructor(
    private readonly artists: ArtistsStore,
    private readonly matching: MentionMatchingRequests,
  ) {
    super(artists, 'Artist');
  }

  /** The artists with these names (trimmed, lower-cased). */
  named(names: string[]): Promise<Artist[]> {
    return this.artists.named(names);
  }

  /**
   * A new artist is looked for in every story, in the worker; an edited one
   * again when a new name or new aliases could find other stories.
   */
  protected override async written(
    artist: Artist,
    write: { created: true; dto: CreateArtistDto } | { created: false; dto: UpdateArtistDto },
  ): Promise<void> {
    if (write.created || write.dto.name !== undefined || write.dto.aliases !== undefined) {
      await this.matching.artistChanged(artist.id);
    }
  }

  /** The artists of one ISO week, in the order they were picked; at most 5. */
  spotlight(week: string = currentIsoWeek()): Promise<Artist[]> {
    return this.artists.spotlightOf(week);
  }
}
