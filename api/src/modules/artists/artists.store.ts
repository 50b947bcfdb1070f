import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, MoreThanOrEqual, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import { queryPrepared } from '../../database/prepared-statement';
import { returningRows } from '../../database/returning-rows';
import type { PublicationStatus } from '../../shared/domain/publication-status';
import { TextSearchRequest, TextSearchRow, textSearchParams, textSearchSql } from '../../database/text-search-sql';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { ArtistSort } from './dto/admin-artist-list-query.dto';
import type { ArtistChipView, SpotlightReason } from '../../shared/contracts/artist-story';
import type { MentionableArtist } from '../../shared/domain/artist-mentions';
import { SPOTLIGHT_SIZE } from '../../shared/domain/spotlight';
import { ArtistSpotlight } from './artist-spotlight.entity';
import { Artist } from './artist.entity';
import { SpotlightWeek } from './spotlight-week.store';

/** The columns a write sets; only a desk member's create names a writer (createdBy), never a scrape or an edit. */
export type ArtistFields = Omit<Artist, 'id' | 'createdAt' | 'updatedAt' | 'createdBy'> & { createdBy?: string | null };

/** A profile started from a scraped release, until an editor writes the real one. */
export interface ArtistDraft {
  name: string;
  musicbrainzId: string | null;
  description: string;
  shortBio: string;
  sourceUrl: string | null;
}

export interface LatestProject {
  title: string;
  linkUrl: string;
  imageUrl: string | null;
}

export interface ArtistSearchRow extends TextSearchRow {
  name: string;
  genre: string;
  location: string | null;
}

const ARTIST_SEARCH_SQL = textSearchSql({
  table: 'artists',
  nameColumns: ['name'],
  titleColumn: 'name',
  snippetSource: `concat_ws(' · ', t.genre, t.location, coalesce(t.short_bio, t.description))`,
  select: 't.id, t.name, t.genre, t.location',
  recency: 't.created_at DESC, t.id DESC',
  visible: `t.status = 'published'`,
});

/** How the admin's list sorts and what its search looks in. */
const ADMIN_ARTIST_LIST: AdminListShape<ArtistSort> = {
  sortColumns: {
    updated: 'artist.updated_at',
    created: 'artist.created_at',
    name: 'artist.name',
    status: 'artist.status',
  },
  defaultSort: 'updated',
  searchColumns: ['artist.name', 'artist.genre', 'artist.location'],
  idColumn: 'artist.id',
};

/** Which artists the admin's list shows. */
export interface ArtistStatusFilter {
  status?: PublicationStatus;
}

/**
 * The one place that reads and writes `artists` and `artist_spotlights`, for
 * the API and the worker. The release scraper links releases to artists
 * through it, inside the release's own transaction.
 */
@Injectable()
export class ArtistsStore extends EntityStore<Artist, ArtistFields> {
  constructor(
    @InjectRepository(Artist) private readonly artists: Repository<Artist>,
    @InjectRepository(ArtistSpotlight) private readonly spotlights: Repository<ArtistSpotlight>,
  ) {
    super(artists);
  }

  /** The public roster: published artists, newest first (the (created_at DESC, id DESC) index's order). */
  async list(page: { limit: number; offset: number }): Promise<Page<Artist>> {
    const [items, total] = await this.artists.findAndCount({
      where: { status: 'published' },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { items, total };
  }

  /** The admin's list: every status (or one), searched and sorted, most recently edited first by default. */
  async adminList(request: AdminListRequest<ArtistSort>, filter: ArtistStatusFilter): Promise<Page<Artist>> {
    const [items, total] = await this.adminListQuery(request, filter).getManyAndCount();
    return { items, total };
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<ArtistSort>, filter: ArtistStatusFilter): SelectQueryBuilder<Artist> {
    const query = this.artists.createQueryBuilder('artist');
    if (filter.status) query.andWhere('artist.status = :status', { status: filter.status });
    return applyAdminList(query, ADMIN_ARTIST_LIST, request);
  }

  /** A published artist, as readers may see them; null otherwise. */
  findPublished(id: number): Promise<Artist | null> {
    return this.artists.findOneBy({ id, status: 'published' });
  }

  /** What a published artist's generated portrait is drawn from (a few columns, by primary key); null otherwise. */
  publishedArtworkSource(id: number): Promise<Pick<Artist, 'name' | 'genre'> | null> {
    return this.artists.findOne({ select: { name: true, genre: true }, where: { id, status: 'published' } });
  }

  /** The published artists whose names are among `names` (compared trimmed and lower-cased), newest first. */
  async named(names: string[]): Promise<Artist[]> {
    if (names.length === 0) return [];
    return this.artists
      .createQueryBuilder('artist')
      .select(['artist.id', 'artist.name', 'artist.genre', 'artist.imageUrl'])
      .where('lower(trim(artist.name)) IN (:...names)', { names })
      .andWhere(`artist.status = 'published'`)
      .orderBy('artist.created_at', 'DESC')
      .addOrderBy('artist.id', 'DESC')
      .getMany();
  }

  /** Every artist stories may name (archived ones are left out), with their aliases. */
  async mentionable(): Promise<MentionableArtist[]> {
    const rows = await this.artists.find({
      select: { id: true, name: true, aliases: true },
      where: { status: Not('archived') },
      order: { id: 'ASC' },
    });
    return rows.map((row) => ({ id: row.id, name: row.name, aliases: row.aliases ?? [] }));
  }

  /** Ids of the artists written at or after `since` (archived ones too: matching must drop their names). */
  async idsChangedSince(since: Date): Promise<number[]> {
    const rows = await this.artists.find({
      select: { id: true },
      where: { updatedAt: MoreThanOrEqual(since) },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  /** The artist as matching sees them; null when missing or archived. */
  async mentionableById(id: number): Promise<MentionableArtist | null> {
    const row = await this.artists.findOne({
      select: { id: true, name: true, aliases: true },
      where: { id, status: Not('archived') },
    });
    return row ? { id: row.id, name: row.name, aliases: row.aliases ?? [] } : null;
  }

  /** Chips for these published artists, in the order of `ids`; missing and unpublished ones are left out. */
  async chips(ids: number[]): Promise<ArtistChipView[]> {
    if (ids.length === 0) return [];
    const rows = await this.artists.find({
      select: { id: true, name: true, genre: true, imageUrl: true },
      where: { id: In(ids), status: 'published' },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids
      .map((id) => byId.get(id))
      .filter((row): row is Artist => Boolean(row))
      .map((row) => ({ id: row.id, name: row.name, genre: row.genre, imageUrl: row.imageUrl }));
  }

  /** What the spotlight weighed when it picked the artist for `week`; null when not kept. */
  async spotlightReason(artistId: number, week: string): Promise<SpotlightReason | null> {
    const row = await this.spotlights.findOne({ select: { reason: true }, where: { artistId, week } });
    return row?.reason ?? null;
  }

  /** The published artists of one ISO week, in the order they were picked. */
  async spotlightOf(week: string): Promise<Artist[]> {
    const rows = await this.spotlights.find({
      where: { week, artist: { status: 'published' } },
      relations: { artist: true },
      order: { position: 'ASC' },
      take: SPOTLIGHT_SIZE,
    });
    return rows.map((row) => row.artist).filter((artist): artist is Artist => Boolean(artist));
  }

  /** Artists featured in `week`: its spotlight rows, or an artist row that names the week. */
  async countFeaturedIn(week: string): Promise<number> {
    const [row]: { featured: number }[] = await this.artists.query(
      `SELECT count(*)::int AS featured FROM artists a
        WHERE a.spotlight_week = $1
           OR EXISTS (SELECT 1 FROM artist_spotlights s WHERE s.artist_id = a.id AND s.week = $1)`,
      [week],
    );
    return row.featured;
  }

  /**
   * The artist a release belongs to, found by MusicBrainz id or by name, and
   * created from `draft` when none exists. Runs in the caller's transaction: a
   * transaction-scoped advisory lock on the name keeps two workers from
   * creating the same artist twice (names carry no unique constraint).
   */
  async linkForRelease(manager: EntityManager, draft: ArtistDraft): Promise<{ artistId: number; created: boolean }> {
    const { name, musicbrainzId } = draft;
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`artist:${name.toLowerCase()}`]);
    if (musicbrainzId) {
      const [byMbid] = await manager.query('SELECT id FROM artists WHERE musicbrainz_id = $1', [musicbrainzId]);
      if (byMbid) return { artistId: byMbid.id, created: false };
      // A row made earlier from a feed (no MBID yet) is the same artist: give it the id.
      const [byName] = await manager.query(
        'SELECT id FROM artists WHERE lower(name) = lower($1) AND musicbrainz_id IS NULL ORDER BY id LIMIT 1',
        [name],
      );
      if (byName) {
        await manager.query('UPDATE artists SET musicbrainz_id = $2, updated_at = now() WHERE id = $1', [
          byName.id,
          musicbrainzId,
        ]);
        return { artistId: byName.id, created: false };
      }
    } else {
      const [byName] = await manager.query('SELECT id FROM artists WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [
        name,
      ]);
      if (byName) return { artistId: byName.id, created: false };
    }
    const [created] = await manager.query(
      `INSERT INTO artists (name, genre, description, musicbrainz_id, short_bio, source_url, scraped_at, status)
       VALUES ($1, 'Hip Hop', $2, $3, $4, $5, now(), 'published')
       ON CONFLICT (musicbrainz_id) DO UPDATE SET updated_at = artists.updated_at
       RETURNING id`,
      [name, draft.description, musicbrainzId, draft.shortBio, draft.sourceUrl],
    );
    return { artistId: created.id, created: true };
  }

  /** The artist's "Latest Project" shows `project`; a row already showing it is not written. */
  async showLatestProject(manager: EntityManager, artistId: number, project: LatestProject): Promise<void> {
    await manager.query(
      `UPDATE artists SET latest_project = $2, latest_project_url = $3,
              latest_project_image = COALESCE($4, latest_project_image), updated_at = now()
       WHERE id = $1 AND (latest_project, latest_project_url) IS DISTINCT FROM ($2::varchar, $3::text)`,
      [artistId, project.title, project.linkUrl, project.imageUrl],
    );
  }

  /**
   * Runs `work` in one transaction holding the week's advisory lock, so two
   * runs for the same week (on two workers) happen one after the other.
   */
  withSpotlightWeek<T>(week: string, work: (spotlight: SpotlightWeek) => Promise<T>): Promise<T> {
    return this.artists.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`spotlight:${week}`]);
      return work(new SpotlightWeek(manager, week));
    });
  }

  /** A scheduled profile goes out, only while still scheduled for exactly `publishAt`; true when this call did it. */
  async publishScheduled(id: number, publishAt: Date): Promise<boolean> {
    const rows = await returningRows(
      this.artists.manager,
      `UPDATE artists SET status = 'published', publish_at = NULL, updated_at = now()
        WHERE id = $1 AND status = 'scheduled' AND publish_at = $2 RETURNING id`,
      [id, publishAt],
    );
    return rows.length > 0;
  }

  /** Every scheduled profile whose time has come goes out at once (the worker's sweep); their ids. */
  async publishOverdue(): Promise<number[]> {
    const rows = await returningRows<{ id: number }>(
      this.artists.manager,
      `UPDATE artists SET status = 'published', publish_at = NULL, updated_at = now()
        WHERE status = 'scheduled' AND publish_at <= now() RETURNING id`,
      [],
    );
    return rows.map((row) => row.id);
  }

  /** Site search over artists: name, genre and location (see textSearchSql). */
  search(request: TextSearchRequest): Promise<ArtistSearchRow[]> {
    return queryPrepared(this.artists.manager, ARTIST_SEARCH_SQL, textSearchParams(request));
  }
}
