import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface NewFollower {
  actor: string;
  followerUri: string;
  inbox: string;
  sharedInbox: string | null;
  followUri: string;
}

/** The followers each of our actors accepted; a repeated Follow refreshes the row rather than adding one. */
@Injectable()
export class FediverseFollowersStore {
  constructor(private readonly dataSource: DataSource) {}

  async add(follower: NewFollower): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO fediverse_followers (actor, follower_uri, inbox, shared_inbox, follow_uri)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (actor, follower_uri) DO UPDATE
         SET inbox = EXCLUDED.inbox, shared_inbox = EXCLUDED.shared_inbox, follow_uri = EXCLUDED.follow_uri`,
      [follower.actor, follower.followerUri, follower.inbox, follower.sharedInbox, follower.followUri],
    );
  }

  async find(actor: string, followerUri: string): Promise<{ id: number; inbox: string; followUri: string } | null> {
    const rows: { id: number; inbox: string; follow_uri: string }[] = await this.dataSource.query(
      `SELECT id, inbox, follow_uri FROM fediverse_followers WHERE actor = $1 AND follower_uri = $2`,
      [actor, followerUri],
    );
    return rows[0] ? { id: rows[0].id, inbox: rows[0].inbox, followUri: rows[0].follow_uri } : null;
  }

  async remove(actor: string, followerUri: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `DELETE FROM fediverse_followers WHERE actor = $1 AND follower_uri = $2 RETURNING id`,
      [actor, followerUri],
    );
    return rows.length > 0;
  }

  async count(actor: string): Promise<number> {
    const rows: { n: string }[] = await this.dataSource.query(
      `SELECT count(*) AS n FROM fediverse_followers WHERE actor = $1`,
      [actor],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Where one activity for these actors' followers goes: each server once,
   * at its shared inbox when it has one, so a reader following the
   * publication and an artist gets a story once.
   */
  async inboxesOf(actors: string[]): Promise<string[]> {
    const rows: { inbox: string }[] = await this.dataSource.query(
      `SELECT DISTINCT COALESCE(shared_inbox, inbox) AS inbox FROM fediverse_followers
       WHERE actor = ANY($1::text[]) ORDER BY 1`,
      [actors],
    );
    return rows.map((row) => row.inbox);
  }
}
