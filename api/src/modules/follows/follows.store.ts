import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ArtistFollow } from './artist-follow.entity';
import { Follower, followerColumn } from './follower';

export interface FollowRow {
  artistId: number;
  followedAt: Date;
}

/** The one place that reads and writes `artist_follows`. */
@Injectable()
export class FollowsStore {
  constructor(@InjectRepository(ArtistFollow) private readonly follows: Repository<ArtistFollow>) {}

  /**
   * Follows once: following again keeps the first follow and its date.
   * `created` says whether this call made the row.
   */
  async follow(follower: Follower, artistId: number): Promise<FollowRow & { created: boolean }> {
    const { column, value } = followerColumn(follower);
    const inserted: { followed_at: Date }[] = await this.follows.query(
      `INSERT INTO artist_follows (${column}, artist_id) VALUES ($1, $2)
       ON CONFLICT (${column}, artist_id) WHERE ${column} IS NOT NULL DO NOTHING
       RETURNING followed_at`,
      [value, artistId],
    );
    if (inserted.length > 0) return { artistId, followedAt: inserted[0].followed_at, created: true };
    const [existing]: { followed_at: Date }[] = await this.follows.query(
      `SELECT followed_at FROM artist_follows WHERE ${column} = $1 AND artist_id = $2`,
      [value, artistId],
    );
    // An unfollow between the two statements leaves nothing to report: the follow was made, then undone.
    return { artistId, followedAt: existing?.followed_at ?? new Date(), created: false };
  }

  /** Unfollowing an artist not followed is the same success: the reader gets what they asked for. */
  async unfollow(follower: Follower, artistId: number): Promise<void> {
    const { column, value } = followerColumn(follower);
    await this.follows.query(`DELETE FROM artist_follows WHERE ${column} = $1 AND artist_id = $2`, [value, artistId]);
  }

  /** The follower's artists, the most recently followed first. */
  async followedBy(follower: Follower): Promise<FollowRow[]> {
    const { column, value } = followerColumn(follower);
    const rows: { artist_id: number; followed_at: Date }[] = await this.follows.query(
      `SELECT artist_id, followed_at FROM artist_follows WHERE ${column} = $1 ORDER BY followed_at DESC, id DESC`,
      [value],
    );
    return rows.map((row) => ({ artistId: row.artist_id, followedAt: row.followed_at }));
  }

  /** The subscriptions that follow the artist (anonymous visitors get no email, so they are left out). */
  async subscriptionsFollowing(artistId: number): Promise<number[]> {
    const rows: { subscription_id: number }[] = await this.follows.query(
      `SELECT subscription_id FROM artist_follows WHERE artist_id = $1 AND subscription_id IS NOT NULL ORDER BY id`,
      [artistId],
    );
    return rows.map((row) => row.subscription_id);
  }

  /**
   * Makes a subscriber's follows exactly `artistIds` in one transaction: the
   * artists kept keep their first follow date, the others go.
   */
  replaceForSubscription(subscriptionId: number, artistIds: number[]): Promise<void> {
    return this.follows.manager.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM artist_follows WHERE subscription_id = $1 AND NOT (artist_id = ANY($2::int[]))`,
        [subscriptionId, artistIds],
      );
      await manager.query(
        `INSERT INTO artist_follows (subscription_id, artist_id)
         SELECT $1, artist_id FROM unnest($2::int[]) AS chosen(artist_id)
         ON CONFLICT (subscription_id, artist_id) WHERE subscription_id IS NOT NULL DO NOTHING`,
        [subscriptionId, artistIds],
      );
    });
  }

  /**
   * A visitor session recognised as a subscriber: its follows become the
   * subscription's (the one source of a subscriber's follows), each keeping
   * the earlier of the two follow dates, and the session holds none of its own.
   */
  moveSessionToSubscription(sessionId: string, subscriptionId: number): Promise<void> {
    return this.follows.manager.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO artist_follows (subscription_id, artist_id, followed_at)
         SELECT $2, artist_id, followed_at FROM artist_follows WHERE session_id = $1
         ON CONFLICT (subscription_id, artist_id) WHERE subscription_id IS NOT NULL
           DO UPDATE SET followed_at = LEAST(artist_follows.followed_at, EXCLUDED.followed_at)`,
        [sessionId, subscriptionId],
      );
      await manager.query(`DELETE FROM artist_follows WHERE session_id = $1`, [sessionId]);
    });
  }
}
