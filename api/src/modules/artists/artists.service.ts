import { BadRequestException, Injectable } from '@nestjs/common';
import { foundOr404, notFound } from '../../http/found-or-404';
import { CHANGED_MEANWHILE } from '../../database/entity-store';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { ArtistSort } from './dto/admin-artist-list-query.dto';
import { contentStatusOf } from '../../shared/domain/publication-status';
import { resolvePublication, type PublicationRequest } from '../publishing/publication-rules';
import { PublicationSchedule } from '../publishing/publication-schedule';
import {
  columnsBesidesPublication,
  publicationChangedMeanwhile,
  stillPublishedAsRead,
} from '../publishing/publication-edits';
import type { WriteOrigin } from '../publishing/edit-conditions';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import { MentionMatchingRequests } from '../artist-mentions/mention-matching-requests';
import { Artist } from './artist.entity';
import { ArtistFields, ArtistsStore } from './artists.store';
import { AdminArtistListStore, ArtistStatusFilter } from './admin-artist-list.store';
import { ArtistSpotlightsStore } from './artist-spotlights.store';
import type { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';

const NOUN = 'Artist';

/** Artists: the public roster reads published ones only; the admin writes every status. */
@Injectable()
export class ArtistsService {
  constructor(
    private readonly artists: ArtistsStore,
    private readonly adminArtists: AdminArtistListStore,
    private readonly spotlights: ArtistSpotlightsStore,
    private readonly matching: MentionMatchingRequests,
    private readonly schedule: PublicationSchedule,
  ) {}

  /** Published artists, for the public roster. */
  list(page: { limit: number; offset: number }): Promise<Page<Artist>> {
    return this.artists.list(page);
  }

  /** A published artist, as readers may see them: any other is a 404 naming them. */
  async findOne(id: number): Promise<Artist> {
    return foundOr404(NOUN, id, await this.artists.findPublished(id));
  }

  /** One artist whatever their status, for the desk; a 404 naming them when there is none. */
  async findAny(id: number): Promise<Artist> {
    return foundOr404(NOUN, id, await this.artists.findById(id));
  }

  /** A new artist, looked for in every story by the worker; a scheduled one gets its publishing job. */
  async create(dto: CreateArtistDto, origin: WriteOrigin): Promise<Artist> {
    const publication = resolvePublication(publicationRequestOf(dto), null, new Date());
    const created = await this.artists.create({ ...columnsOf(dto), ...publication, createdBy: origin.createdBy });
    await this.matching.artistChanged(created.id);
    await this.schedule.changed('artist', created.id, null, publication);
    return created;
  }

  /**
   * An edit, resolved against the artist as read and written only while
   * their publication is still the one read (else 409, to reload). A new name
   * or new aliases could find other stories, so the worker looks again.
   */
  async update(id: number, dto: UpdateArtistDto): Promise<Artist> {
    const before = await this.findAny(id);
    const publication = resolvePublication(publicationRequestOf(dto), before, new Date());
    const written = await this.artists.updateIf(
      id,
      { ...columnsOf(dto), ...publication },
      stillPublishedAsRead(before),
    );
    if (written === CHANGED_MEANWHILE) throw publicationChangedMeanwhile(NOUN, id);
    const updated = foundOr404(NOUN, id, written);
    if (dto.name !== undefined || dto.aliases !== undefined) await this.matching.artistChanged(id);
    await this.schedule.changed('artist', id, before, publication);
    return updated;
  }

  /** Deleted, with their publishing job if they were scheduled; a 404 when there is no such artist. */
  async remove(id: number): Promise<void> {
    const before = await this.findAny(id);
    if (!(await this.artists.delete(id))) throw notFound(NOUN, id);
    await this.schedule.removed('artist', id, before);
  }

  /** The admin's list: every status, or the one asked for. */
  adminList(query: AdminListRequest<ArtistSort> & ArtistStatusFilter): Promise<Page<Artist>> {
    return this.adminArtists.adminList(query, { status: query.status });
  }

  /** The artists of one ISO week, in the order they were picked; at most 5. */
  spotlight(week: string = currentIsoWeek()): Promise<Artist[]> {
    return this.spotlights.spotlightOf(week);
  }
}

/** `contentStatus` (the spec's spelling) stands for the status of the same name; sent with `status`, they must agree. */
function publicationRequestOf(dto: CreateArtistDto | UpdateArtistDto): PublicationRequest {
  const { contentStatus, status } = dto;
  if (contentStatus === undefined) return dto;
  if (status !== undefined && contentStatusOf(status) !== contentStatus) {
    throw new BadRequestException(
      `contentStatus ${contentStatus} disagrees with status ${status}; send only status (contentStatus is derived from it)`,
    );
  }
  return { status: status ?? contentStatus, publishAt: dto.publishAt };
}

/** The columns a request sets: its status (either spelling) and publish time are resolved, not copied. */
function columnsOf(dto: CreateArtistDto | UpdateArtistDto): Partial<ArtistFields> {
  const { contentStatus: _contentStatus, ...rest } = dto;
  return columnsBesidesPublication(rest) as Partial<ArtistFields>;
}
