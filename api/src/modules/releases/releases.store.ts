import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import { findPage } from '../../database/find-page';
import type { Page } from '../../http/list-query.dto';
import { CURSOR_TIME_SQL, encodeCursor, type KeysetPage, type KeysetRequest } from '../../http/keyset-cursor';
import type { ReleaseType } from '../../shared/domain/release-types';
import { Release } from './release.entity';

export type ReleaseFields = Omit<Release, 'id' | 'createdAt'>;

/** Thrown when another release already has this link (the unique index on link_url decides). */
export class DuplicateReleaseLinkError extends Error {}

const UNIQUE_VIOLATION = '23505';

/**
 * One release by id (the desk's create, edit and delete), the public lists
 * and the releases of an artist or a week. The scraper's intake, the admin
 * list and search live beside this file, one store per purpose.
 */
@Injectable()
export class ReleasesStore extends EntityStore<Release, ReleaseFields> {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {
    super(releases);
  }

  list(page: { limit: number; offset: number }): Promise<Page<Release>> {
    return findPage(this.releases, { order: { releaseDate: 'DESC', id: 'DESC' } }, page);
  }

  /**
   * A page of the newest-first list, by offset or after a cursor, narrowed to
   * one type; the (release_date DESC, id DESC) index serves both the order and
   * the cursor, so a deep page costs what the first does.
   */
  async listPage(request: KeysetRequest & { type?: ReleaseType }): Promise<KeysetPage<Release>> {
    const query = this.releases
      .createQueryBuilder('release')
      .orderBy('release.release_date', 'DESC')
      .addOrderBy('release.id', 'DESC')
      .limit(request.limit + 1)
      .offset(request.after ? 0 : request.offset)
      .addSelect(CURSOR_TIME_SQL('release.release_date'), 'cursor_at');
    const counted = this.releases.createQueryBuilder('release');
    if (request.type) {
      query.andWhere('release.type = :type', { type: request.type });
      counted.andWhere('release.type = :type', { type: request.type });
    }
    if (request.after) {
      query.andWhere('(release.release_date, release.id) < (:afterAt::timestamptz, :afterId)', {
        afterAt: request.after.at,
        afterId: request.after.id,
      });
    }
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), counted.getCount()]);
    const items = entities.slice(0, request.limit);
    const last = items.length > 0 && entities.length > request.limit ? items.length - 1 : -1;
    const nextCursor =
      last >= 0 ? encodeCursor({ at: (raw[last] as { cursor_at: string }).cursor_at, id: items[last].id }) : null;
    return { items, total, nextCursor };
  }

  /** Releases dated in (`from`, `to`]. */
  async countReleasedBetween(from: Date, to: Date): Promise<number> {
    const [row]: { releases: number }[] = await this.releases.query(
      `SELECT count(*)::int AS releases FROM releases WHERE release_date > $1 AND release_date <= $2`,
      [from, to],
    );
    return row.releases;
  }

  /** The unique index on link_url decides (no check-then-insert race). */
  protected override async save(release: Release): Promise<Release> {
    try {
      return await this.releases.save(release);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DuplicateReleaseLinkError();
      }
      throw error;
    }
  }

  /** The artist's releases (linked to them, or credited by their name), newest first. */
  ofArtist(artist: { id: number; name: string }, limit: number): Promise<Release[]> {
    return this.releases
      .createQueryBuilder('release')
      .where('(release.artist_id = :id OR lower(release.artist) = lower(:name))', artist)
      .orderBy('release.release_date', 'DESC')
      .addOrderBy('release.id', 'DESC')
      .take(limit)
      .getMany();
  }

  /** Releases dated in [`from`, `to`), newest first. */
  releasedBetween(from: Date, to: Date, limit: number): Promise<Release[]> {
    return this.releases
      .createQueryBuilder('release')
      .where('release.release_date >= :from AND release.release_date < :to', { from, to })
      .orderBy('release.release_date', 'DESC')
      .addOrderBy('release.id', 'DESC')
      .take(limit)
      .getMany();
  }
}
