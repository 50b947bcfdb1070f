import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Artist } from './artist.entity';

/**
 * The artists the weekly chart credits: their genre decides whether a song a
 * source gives no genre for stays on the hip hop chart, and a charting artist
 * the site does not know yet is started as a draft for the editors.
 */
@Injectable()
export class ChartArtistsStore {
  constructor(@InjectRepository(Artist) private readonly artists: Repository<Artist>) {}

  /** Each known name (lower case) with its genre; a name held by several profiles takes the oldest. */
  async genresByName(names: readonly string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const rows: { name: string; genre: string }[] = await this.artists.query(
      `SELECT DISTINCT ON (lower(name)) lower(name) AS name, genre FROM artists
        WHERE lower(name) = ANY($1::text[]) ORDER BY lower(name), id`,
      [names.map((name) => name.toLowerCase())],
    );
    return new Map(rows.map((row) => [row.name, row.genre]));
  }

  /**
   * The artist a chart entry links to, found by name or created as a draft.
   * Runs in the caller's transaction, under the same advisory lock on the name
   * as the release scraper's, so the two never create one artist twice.
   */
  async linkForChart(manager: EntityManager, name: string): Promise<{ artistId: number; created: boolean }> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`artist:${name.toLowerCase()}`]);
    const [found] = await manager.query('SELECT id FROM artists WHERE lower(name) = lower($1) ORDER BY id LIMIT 1', [
      name,
    ]);
    if (found) return { artistId: found.id, created: false };
    const [created] = await manager.query(
      `INSERT INTO artists (name, genre, description, short_bio, status)
       VALUES ($1, 'Hip Hop', $2, $2, 'draft') RETURNING id`,
      [name, `${name} is on The Cypher's weekly hip hop chart; this profile waits for an editor.`],
    );
    return { artistId: created.id, created: true };
  }
}
