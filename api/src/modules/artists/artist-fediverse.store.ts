import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { fediverseHandle } from '../../shared/domain/fediverse-handle';
import { Artist } from './artist.entity';

/** What an artist's fediverse profile shows. */
export interface ArtistActorProfile {
  id: number;
  handle: string;
  name: string;
  bio: string | null;
  imageUrl: string | null;
}

/** Published artists as fediverse actors: found by their handle, or by id for a story's mentions. */
@Injectable()
export class ArtistFediverseStore {
  constructor(@InjectRepository(Artist) private readonly artists: Repository<Artist>) {}

  /** Handles come from names, so the few artists sharing a handle resolve to the oldest. */
  async publishedByHandle(handle: string): Promise<ArtistActorProfile | null> {
    const rows = await this.artists.find({
      select: { id: true, name: true, shortBio: true, description: true, imageUrl: true },
      where: { status: 'published' },
      order: { id: 'ASC' },
    });
    const row = rows.find((artist) => fediverseHandle(artist.name) === handle);
    return row ? profileOf(row) : null;
  }

  async publishedByIds(ids: number[]): Promise<ArtistActorProfile[]> {
    if (ids.length === 0) return [];
    const rows = await this.artists.find({
      select: { id: true, name: true, shortBio: true, description: true, imageUrl: true },
      where: { id: In(ids), status: 'published' },
      order: { id: 'ASC' },
    });
    return rows.map(profileOf).filter((profile) => profile.handle !== '');
  }
}

function profileOf(row: Artist): ArtistActorProfile {
  return {
    id: row.id,
    handle: fediverseHandle(row.name),
    name: row.name,
    bio: row.shortBio ?? (row.description || null),
    imageUrl: row.imageUrl,
  };
}
