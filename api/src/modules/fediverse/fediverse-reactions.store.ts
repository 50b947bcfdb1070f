import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type ReactionKind = 'like' | 'reply';

/** Likes and replies the inbox received for our stories, counted for the admin only; one per activity. */
@Injectable()
export class FediverseReactionsStore {
  constructor(private readonly dataSource: DataSource) {}

  async record(reaction: {
    activityUri: string;
    kind: ReactionKind;
    storyId: number;
    actorUri: string;
  }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO fediverse_reactions (activity_uri, kind, story_id, actor_uri) VALUES ($1, $2, $3, $4)
       ON CONFLICT (activity_uri) DO NOTHING`,
      [reaction.activityUri, reaction.kind, reaction.storyId, reaction.actorUri],
    );
  }

  /** An Undo(Like) takes its like back. */
  async remove(activityUri: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM fediverse_reactions WHERE activity_uri = $1`, [activityUri]);
  }

  async countsFor(storyId: number): Promise<{ likes: number; replies: number }> {
    const rows: { likes: string; replies: string }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE kind = 'like') AS likes, count(*) FILTER (WHERE kind = 'reply') AS replies
       FROM fediverse_reactions WHERE story_id = $1`,
      [storyId],
    );
    return { likes: Number(rows[0]?.likes ?? 0), replies: Number(rows[0]?.replies ?? 0) };
  }
}
