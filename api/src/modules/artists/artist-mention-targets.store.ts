import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Not, Repository } from 'typeorm';
import type { MentionableArtist } from '../../shared/domain/artist-mentions';
import { Artist } from './artist.entity';

/** The artists the worker's matching looks for in stories: their names and aliases, by repository finds. */
@Injectable()
export class ArtistMentionTargetsStore {
  constructor(@InjectRepository(Artist) private readonly artists: Repository<Artist>) {}

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
}
