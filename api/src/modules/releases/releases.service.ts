import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { Release } from './release.entity';
import { DuplicateReleaseLinkError, ReleasesStore } from './releases.store';

/** Releases typed in by an admin, as opposed to those the release scraper found. */
export const MANUAL_RELEASE_SOURCE = 'manual';
export const DUPLICATE_RELEASE_LINK = 'A release with this link already exists.';

@Injectable()
export class ReleasesService {
  constructor(private readonly store: ReleasesStore) {}

  list(query: ListQueryDto): Promise<Page<Release>> {
    return this.store.list(query);
  }

  async findOne(id: number): Promise<Release> {
    const release = await this.store.findById(id);
    if (!release) throw notFound(id);
    return release;
  }

  create(dto: CreateReleaseDto): Promise<Release> {
    const { releaseDate, ...fields } = dto;
    return withLinkConflict(
      this.store.create({
        ...fields,
        source: MANUAL_RELEASE_SOURCE,
        ...(releaseDate ? { releaseDate: new Date(releaseDate) } : {}),
      }),
    );
  }

  async update(id: number, dto: UpdateReleaseDto): Promise<Release> {
    const { releaseDate, ...fields } = dto;
    const release = await withLinkConflict(
      this.store.update(id, { ...fields, ...(releaseDate ? { releaseDate: new Date(releaseDate) } : {}) }),
    );
    if (!release) throw notFound(id);
    return release;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.delete(id))) throw notFound(id);
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

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Release ${id} was not found.`);
}
