import { ConflictException, Injectable } from '@nestjs/common';
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

/** Releases typed in by an admin, as opposed to those the release scraper found. */
export const MANUAL_RELEASE_SOURCE = 'manual';
export const DUPLICATE_RELEASE_LINK = 'A release with this link already exists.';

const NOUN = 'Release';

@Injectable()
export class ReleasesService {
  constructor(
    private readonly releases: ReleasesStore,
    private readonly adminReleases: AdminReleaseListStore,
  ) {}

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

  /** A release typed in by the desk (its source says so); a link another release has is a 409. */
  create(dto: CreateReleaseDto): Promise<Release> {
    return withLinkConflict(this.releases.create({ ...columnsOf(dto), source: MANUAL_RELEASE_SOURCE }));
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
