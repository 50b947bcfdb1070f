import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import { findPage } from '../../database/find-page';
import type { Page } from '../../http/list-query.dto';
import type { ArtistChipView } from '../../shared/contracts/artist-story';
import { Artist } from './artist.entity';

/** The columns a write sets; only a desk member's create names a writer (createdBy), never a scrape or an edit. */
export type ArtistFields = Omit<Artist, 'id' | 'createdAt' | 'updatedAt' | 'createdBy'> & { createdBy?: string | null };

/**
 * One artist by id (the desk's create, edit and delete), the public roster
 * and the few columns other pages show of published artists. The other
 * reads and writes of `artists` and `artist_spotlights` live beside this
 * file, one store per purpose (the admin list, mention targets, the
 * spotlight, release linking, scheduled publishing, search).
 */
@Injectable()
export class ArtistsStore extends EntityStore<Artist, ArtistFields> {
  constructor(@InjectRepository(Artist) private readonly artists: Repository<Artist>) {
    super(artists);
  }

  /** The public roster: published artists, newest first (the (created_at DESC, id DESC) index's order). */
  list(page: { limit: number; offset: number }): Promise<Page<Artist>> {
    return findPage(this.artists, { where: { status: 'published' }, order: { createdAt: 'DESC', id: 'DESC' } }, page);
  }

  /** A published artist, as readers may see them; null otherwise. */
  findPublished(id: number): Promise<Artist | null> {
    return this.artists.findOneBy({ id, status: 'published' });
  }

  /** What a published artist's generated portrait is drawn from (a few columns, by primary key); null otherwise. */
  publishedArtworkSource(id: number): Promise<Pick<Artist, 'name' | 'genre'> | null> {
    return this.artists.findOne({ select: { name: true, genre: true }, where: { id, status: 'published' } });
  }

  /** The published artists credited by this exact name (any case): whom a release typed in by the desk is by. */
  async publishedIdsNamed(name: string): Promise<number[]> {
    const rows: { id: number }[] = await this.artists.query(
      `SELECT id FROM artists WHERE lower(name) = lower($1) AND status = 'published' ORDER BY id`,
      [name],
    );
    return rows.map((row) => row.id);
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
}
