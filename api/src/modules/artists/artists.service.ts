import { BadRequestException, Injectable } from '@nestjs/common';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { ArtistSort } from './dto/admin-artist-list-query.dto';
import { contentStatusOf } from '../../shared/domain/publication-status';
import type { PublicationRequest } from '../publishing/publication-rules';
import { PublicationSchedule } from '../publishing/publication-schedule';
import { PublishableService } from '../publishing/publishable-service';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { MentionMatchingRequests } from '../artist-mentions/mention-matching-requests';
import { Artist } from './artist.entity';
import { ArtistFields, ArtistStatusFilter, ArtistsStore } from './artists.store';
import type { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';

/** Artists: the public roster reads published ones only; the admin writes every status. */
@Injectable()
export class ArtistsService extends PublishableService<Artist, ArtistFields, CreateArtistDto, UpdateArtistDto> {
  constructor(
    private readonly artists: ArtistsStore,
    private readonly matching: MentionMatchingRequests,
    schedule: PublicationSchedule,
  ) {
    super(artists, 'Artist', 'artist', schedule);
  }

  /** A published artist, as readers may see them: any other is a 404 naming them. */
  override async findOne(id: number): Promise<Artist> {
    return this.found(id, await this.artists.findPublished(id));
  }

  /** The admin's list: every status, or the one asked for. */
  adminList(query: AdminListRequest<ArtistSort> & ArtistStatusFilter): Promise<Page<Artist>> {
    return this.artists.adminList(query, { status: query.status });
  }

  /** `contentStatus` (the spec's spelling) stands for the status of the same name; sent with `status`, they must agree. */
  protected override publicationRequestOf(dto: CreateArtistDto | UpdateArtistDto): PublicationRequest {
    const { contentStatus, status } = dto;
    if (contentStatus === undefined) return dto;
    if (status !== undefined && contentStatusOf(status) !== contentStatus) {
      throw new BadRequestException(
        `contentStatus ${contentStatus} disagrees with status ${status}; send only status (contentStatus is derived from it)`,
      );
    }
    return { status: status ?? contentStatus, publishAt: dto.publishAt };
  }

  protected override fieldsOf(dto: CreateArtistDto | UpdateArtistDto): Partial<ArtistFields> {
    const { contentStatus: _contentStatus, ...rest } = dto;
    return super.fieldsOf(rest);
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
