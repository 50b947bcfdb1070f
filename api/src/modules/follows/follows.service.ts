import { ConflictException, Injectable } from '@nestjs/common';
import { notFound } from '../../http/found-or-404';
import { MAX_FOLLOWS, type FollowView } from '../../shared/contracts/follows';
import { ArtistsStore } from '../artists/artists.store';
import type { Follower } from './follower';
import { FollowsStore } from './follows.store';

/** Following artists: only published artists can be followed, and lists name only artists readers may still see. */
@Injectable()
export class FollowsService {
  constructor(
    private readonly follows: FollowsStore,
    private readonly artists: ArtistsStore,
  ) {}

  /** `created` is false when the follower already followed the artist. */
  async follow(follower: Follower, artistId: number): Promise<{ view: FollowView; created: boolean }> {
    const artist = await this.artists.findPublished(artistId);
    if (!artist) throw notFound('Artist', artistId);
    const current = await this.follows.followedBy(follower);
    const already = current.some((follow) => follow.artistId === artistId);
    if (!already && current.length >= MAX_FOLLOWS) {
      throw new ConflictException(`You follow ${MAX_FOLLOWS} artists already: unfollow one to follow another.`);
    }
    const row = await this.follows.follow(follower, artistId);
    return {
      view: { artistId, name: artist.name, followedAt: row.followedAt.toISOString() },
      created: row.created,
    };
  }

  unfollow(follower: Follower, artistId: number): Promise<void> {
    return this.follows.unfollow(follower, artistId);
  }

  /** The most recently followed first; an artist unpublished since is left out. */
  async list(follower: Follower): Promise<FollowView[]> {
    const rows = await this.follows.followedBy(follower);
    const chips = await this.artists.chips(rows.map((row) => row.artistId));
    const names = new Map(chips.map((chip) => [chip.id, chip.name]));
    return rows
      .filter((row) => names.has(row.artistId))
      .map((row) => ({
        artistId: row.artistId,
        name: names.get(row.artistId)!,
        followedAt: row.followedAt.toISOString(),
      }));
  }
}
