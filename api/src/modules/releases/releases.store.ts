import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository, SelectQueryBuilder } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import { queryPrepared } from '../../database/prepared-statement';
import { TextSearchRequest, TextSearchRow, textSearchParams, textSearchSql } from '../../database/text-search-sql';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { ReleaseSort } from './dto/admin-release-list-query.dto';
import { CURSOR_TIME_SQL, encodeCursor, type KeysetPage, type KeysetRequest } from '../../http/keyset-cursor';
import type { ReleaseType } from '../../shared/domain/release-types';
import type { ReleaseView } from '../../shared/contracts/content';
import { ArtistDraft, ArtistsStore } from '../artists/artists.store';
import { Release } from './release.entity';

/** How the admin's list sorts and what its search looks in. */
const ADMIN_RELEASE_LIST: AdminListShape<ReleaseSort> = {
  sortColumns: {
    released: 'release.release_date',
    created: 'release.created_at',
    title: 'release.title',
    artist: 'release.artist',
    type: 'release.type',
  },
  defaultSort: 'released',
  searchColumns: ['release.title', 'release.artist'],
  idColumn: 'release.id',
};

export type ReleaseFields = Omit<Release, 'id' | 'createdAt'>;

/** A release as a scraper found it; without a date it counts as out now. */
export type ScrapedRelease = Omit<ReleaseView, 'id' | 'releaseDate' | 'artistId' | 'createdAt'> & {
  releaseDate: Date | null;
};

export type ReleaseWrite = 'added' | 'updated' | 'unchanged';

export interface StoredRelease {
  write: ReleaseWrite;
  artistId: number;
  artistCreated: boolean;
}

/** Thrown when another release already has this link (the unique index on link_url decides). */
export class DuplicateReleaseLinkError extends Error {}

const UNIQUE_VIOLATION = '23505';
const SOURCE_MAX_CHARS = 100;

export interface ReleaseSearchRow extends TextSearchRow {
  title: string;
  artist: string;
  type: string;
  release_date: Date;
  link_url: string;
  artist_id: number | null;
}

const RELEASE_SEARCH_SQL = textSearchSql({
  table: 'releases',
  nameColumns: ['title', 'artist'],
  titleColumn: 'title',
  snippetSource: 't.artist',
  select: 't.id, t.title, t.artist, t.type, t.release_date, t.link_url, t.artist_id',
  recency: 't.release_date DESC, t.id DESC',
});

/**
 * The one place that reads and writes `releases`, for the API and the worker.
 * Scraped releases are keyed by linkUrl and linked to an artists row through
 * the artists store, in one transaction.
 */
@Injectable()
export class ReleasesStore extends EntityStore<Release, ReleaseFields> {
  constructor(
    @InjectRepository(Release) private readonly releases: Repository<Release>,
    private readonly artists: ArtistsStore,
  ) {
    super(releases);
  }

  async list(page: { limit: number; offset: number }): Promise<Page<Release>> {
    const [items, total] = await this.releases.findAndCount({
      order: { releaseDate: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { items, total };
  }

  /** The admin's list: searched and sorted, newest release first by default (the release_date index's order). */
  async adminList(request: AdminListRequest<ReleaseSort>): Promise<Page<Release>> {
    const [items, total] = await this.adminListQuery(request).getManyAndCount();
    return { items, total };
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<ReleaseSort>): SelectQueryBuilder<Release> {
    const query = this.releases.createQueryBuilder('release');
    return applyAdminList(query, ADMIN_RELEASE_LIST, request);
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

  /**
   * Upserts a scraped release by its link and links it to its artist (created
   * from `artist` when unknown). Re-running with the same data writes nothing.
   * The artist's "Latest Project" follows their newest release.
   */
  saveScraped(release: ScrapedRelease, artist: ArtistDraft): Promise<StoredRelease> {
    return this.releases.manager.transaction(async (manager) => {
      const { artistId, created } = await this.artists.linkForRelease(manager, artist);
      if (await this.sameReleaseElsewhere(manager, release, artistId)) {
        return { write: 'unchanged', artistId, artistCreated: created };
      }
      const rows: { inserted: boolean }[] = await manager.query(
        `INSERT INTO releases (title, artist, link_url, source, type, image_url, release_date, artist_id)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::timestamptz, now()), $8)
         ON CONFLICT (link_url) DO UPDATE SET
           title = EXCLUDED.title, artist = EXCLUDED.artist, type = EXCLUDED.type,
           image_url = COALESCE(EXCLUDED.image_url, releases.image_url),
           release_date = CASE WHEN $7::timestamptz IS NULL THEN releases.release_date ELSE EXCLUDED.release_date END,
           artist_id = COALESCE(releases.artist_id, EXCLUDED.artist_id)
         WHERE (releases.title, releases.artist, releases.type) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.artist, EXCLUDED.type)
            OR (EXCLUDED.image_url IS NOT NULL AND releases.image_url IS DISTINCT FROM EXCLUDED.image_url)
            OR ($7::timestamptz IS NOT NULL AND releases.release_date IS DISTINCT FROM EXCLUDED.release_date)
            OR (releases.artist_id IS NULL AND EXCLUDED.artist_id IS NOT NULL)
         RETURNING (xmax = 0) AS inserted`,
        [
          release.title,
          release.artist,
          release.linkUrl,
          release.source.slice(0, SOURCE_MAX_CHARS),
          release.type,
          release.imageUrl,
          release.releaseDate,
          artistId,
        ],
      );
      const write: ReleaseWrite = rows.length === 0 ? 'unchanged' : rows[0].inserted ? 'added' : 'updated';
      if (write !== 'unchanged') {
        const newest = await this.newestOf(manager, artistId);
        if (newest) await this.artists.showLatestProject(manager, artistId, newest);
      }
      return { write, artistId, artistCreated: created };
    });
  }

  /**
   * The same record announced by two sources (a feed and MusicBrainz) has two
   * links; the first one stored stands for both, so readers never see it twice.
   */
  private async sameReleaseElsewhere(
    manager: EntityManager,
    release: ScrapedRelease,
    artistId: number,
  ): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT 1 FROM releases WHERE artist_id = $1 AND lower(title) = lower($2) AND link_url <> $3 LIMIT 1`,
      [artistId, release.title, release.linkUrl],
    );
    return Boolean(row);
  }

  private async newestOf(
    manager: EntityManager,
    artistId: number,
  ): Promise<{ title: string; linkUrl: string; imageUrl: string | null } | null> {
    const [row]: { title: string; link_url: string; image_url: string | null }[] = await manager.query(
      `SELECT title, link_url, image_url FROM releases WHERE artist_id = $1
        ORDER BY release_date DESC, id DESC LIMIT 1`,
      [artistId],
    );
    return row ? { title: row.title, linkUrl: row.link_url, imageUrl: row.image_url } : null;
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

  /** Site search over releases: title and artist (see textSearchSql). */
  search(request: TextSearchRequest): Promise<ReleaseSearchRow[]> {
    return queryPrepared(this.releases.manager, RELEASE_SEARCH_SQL, textSearchParams(request));
  }
}
