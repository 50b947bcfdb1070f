import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { Artist } from './artist.entity';

/** Scheduled profiles going out, for the worker: each one conditional UPDATE ... RETURNING, so a profile goes out once. */
@Injectable()
export class ArtistPublishingStore {
  constructor(@InjectRepository(Artist) private readonly artists: Repository<Artist>) {}

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
}
