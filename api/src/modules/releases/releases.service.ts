import { ConflictException, Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import { keysetRequest, type KeysetPage } from '../../http/keyset-cursor';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import type { ReleaseSort } from './dto/admin-release-list-query.dto';
import type { ReleaseListQueryDto } from './dto/release-list-query.dto';
import type { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { Release } from './release.entity';
import { DuplicateReleaseLinkError, ReleaseFields, ReleasesStore } from './releases.store';

/** Releases typed in by an admin, as opposed to those the release scraper found. */
export const MANUAL_RELEASE_SOURCE = 'manual';
export const DUPLICATE_RELEASE_LINK = 'A release with this link already exists.';

@Injectable()
export class ReleasesService extends EntityService<Release, ReleaseFields, CreateReleaseDto, UpdateReleaseDto> {
  constructor(private readonly releases: ReleasesStore) {
    super(releases, 'Release');
  }

  /** The public list: by offset or cursor, optionally one type. */
  listPage(query: ReleaseListQueryDto): Promise<KeysetPage<Release>> {
    return this.releases.listPage({ ...keysetRequest(query), type: query.type });
  }

  /** The admin's list: a page, searched and sorted. */
  adminList(query: AdminListRequest<ReleaseSort>): Promise<Page<Release>> {
    return this.releases.adminList(query);
  }

  override create(dto: CreateReleaseDto): Promise<Release> {
    return withLinkConflict(this.store.create({ ...this.fieldsOf(dto), source: MANUAL_RELEASE_SOURCE }));
  }

  override update(id: number, dto: UpdateReleaseDto): Promise<Release> {
    return withLinkConflict(super.update(id, dto));
  }

  /** The body carries the date as an ISO string; the column is a timestamp. */
  protected override fieldsOf(dto: CreateReleaseDto | UpdateReleaseDto): Partial<ReleaseFields> {
    const { releaseDate, ...fields } = dto;
    return { ...fields, ...(releaseDate ? { releaseDate: new Date(releaseDate) } : {}) };
  }
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
