import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { foundOr404, notFound } from '../../http/found-or-404';
import { keysetRequest, type KeysetPage } from '../../http/keyset-cursor';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { ReleaseSort } from './dto/admin-release-list-query.dto';
import type { ReleaseListQueryDto } from './dto/release-list-query.dto';
import type { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { Release } from './release.entity';
import { DuplicateReleaseLinkError, ReleaseFields, ReleasesStore } from './releases.store';
import { AdminReleaseListStore } from './admin-release-list.store';
import type { AdminReleaseView, ReleaseView } from '../../shared/contracts/content';
import { ReleaseGroupingStore } from './release-grouping.store';
import { ReleaseListingsStore } from './release-listings.store';
import { toReleaseView } from './release-view';
import { ReleaseAlertRequests } from '../release-alerts/release-alert-requests';

/** Releases typed in by an admin, as opposed to those the release scraper found. */
export const MANUAL_RELEASE_SOURCE = 'manual';
export const DUPLICATE_RELEASE_LINK = 'A release with this link already exists.';

const NOUN = 'Release';

@Injectable()
export class ReleasesService {
  constructor(
    private readonly releases: ReleasesStore,
    private readonly adminReleases: AdminReleaseListStore,
    private readonly listings: ReleaseListingsStore,
    private readonly grouping: ReleaseGroupingStore,
    private readonly alerts: ReleaseAlertRequests,
  ) {}

  /** Releases as readers see them, each with its links and editions (one query for the listings). */
  async views(releases: readonly Release[]): Promise<ReleaseView[]> {
    const listings = await this.listings.ofReleases(releases.map((release) => release.id));
    return releases.map((release) => toReleaseView(release, listings.get(release.id)));
  }

  /** One release with its links and editions; a 404 naming it when there is none. */
  async view(id: number): Promise<ReleaseView> {
    const [view] = await this.views([await this.findOne(id)]);
    return view;
  }

  /** One release with its listings by id, for the desk. */
  async adminView(id: number): Promise<AdminReleaseView> {
    const release = await this.findOne(id);
    const listings = (await this.listings.ofReleases([id])).get(id) ?? [];
    return {
      ...toReleaseView(release, listings),
      listings: listings.map(({ id: listingId, source, url, title, edition }) => ({
        id: listingId,
        source,
        url,
        title,
        edition,
      })),
    };
  }

  /** Folds `otherId` into `id`: its listings move over and it is deleted. */
  async merge(id: number, otherId: number): Promise<ReleaseView> {
    if (id === otherId) throw new BadRequestException('releaseId must name another release than the one in the path.');
    const outcome = await this.grouping.merge(id, otherId);
    if (outcome === 'no-target') throw notFound(NOUN, id);
    if (outcome === 'no-other') throw notFound(NOUN, otherId);
    return this.view(id);
  }

  /** Makes one listing of release `id` a release of its own; answers the new release. */
  async split(id: number, listingId: number): Promise<ReleaseView> {
    const split = await this.grouping.split(id, listingId);
    switch (split.outcome) {
      case 'split':
        return this.view(split.releaseId);
      case 'no-release':
        throw notFound(NOUN, id);
      case 'no-listing':
        throw new NotFoundException(`Release ${id} has no listing ${listingId}.`);
      case 'only-listing':
        throw new ConflictException(
          `Listing ${listingId} is the only listing of release ${id}: there is nothing to split it from.`,
        );
      case 'link-taken':
        throw new ConflictException(DUPLICATE_RELEASE_LINK);
    }
  }

  /** Releases newest first. */
  list(page: { limit: number; offset: number }): Promise<Page<Release>> {
    return this.releases.list(page);
  }

  /** One release; a 404 naming it when there is none. */
  async findOne(id: number): Promise<Release> {
    return foundOr404(NOUN, id, await this.releases.findById(id));
  }

  /** The public list: by offset or cursor, optionally one type. */
  listPage(query: ReleaseListQueryDto): Promise<KeysetPage<Release>> {
    return this.releases.listPage({ ...keysetRequest(query), type: query.type });
  }

  /** The admin's list: a page, searched and sorted. */
  adminList(query: AdminListRequest<ReleaseSort>): Promise<Page<Release>> {
    return this.adminReleases.adminList(query);
  }

  /**
   * A release typed in by the desk (its source says so); a link another
   * release has is a 409. It is public at once, so its followers' alerts are asked for.
   */
  async create(dto: CreateReleaseDto): Promise<Release> {
    const release = await withLinkConflict(this.releases.create({ ...columnsOf(dto), source: MANUAL_RELEASE_SOURCE }));
    await this.alerts.releaseLanded(release.id);
    return release;
  }

  /** An edit; a 404 when there is no such release, a 409 when its new link is another release's. */
  async update(id: number, dto: UpdateReleaseDto): Promise<Release> {
    return foundOr404(NOUN, id, await withLinkConflict(this.releases.update(id, columnsOf(dto))));
  }

  async remove(id: number): Promise<void> {
    if (!(await this.releases.delete(id))) throw notFound(NOUN, id);
  }
}

/** The body carries the date as an ISO string; the column is a timestamp. */
function columnsOf(dto: CreateReleaseDto | UpdateReleaseDto): Partial<ReleaseFields> {
  const { releaseDate, ...fields } = dto;
  return { ...fields, ...(releaseDate ? { releaseDate: new Date(releaseDate) } : {}) };
}

/** A link another release already has is the admin's 409, not a 500. */
async function withLinkConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof DuplicateReleaseLinkError) throw new ConflictException(DUPLICATE_RELEASE_LINK);
    throw error;
  }
}
