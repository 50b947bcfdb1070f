import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A story's change to announce, with the story's fields as the change left them. */
export interface StoryActivity {
  id: number;
  kind: 'create' | 'update' | 'delete';
  storyId: number;
  data: {
    articleId: number;
    slug: string | null;
    title: string;
    summary: string | null;
    imageUrl: string | null;
    tags: string | null;
    publishedAt: string | null;
  };
  occurredAt: Date;
}

/** The story activities the database recorded, taken by the worker in order and marked once their deliveries are queued. */
@Injectable()
export class FediverseActivitiesStore {
  constructor(private readonly dataSource: DataSource) {}

  async undispatched(limit: number): Promise<StoryActivity[]> {
    const rows: ActivityRow[] = await this.dataSource.query(
      `SELECT ${ACTIVITY_COLUMNS} FROM fediverse_story_activities WHERE dispatched_at IS NULL ORDER BY id LIMIT $1`,
      [limit],
    );
    return rows.map(activityOf);
  }

  async find(id: number): Promise<StoryActivity | null> {
    const rows: ActivityRow[] = await this.dataSource.query(
      `SELECT ${ACTIVITY_COLUMNS} FROM fediverse_story_activities WHERE id = $1`,
      [id],
    );
    return rows[0] ? activityOf(rows[0]) : null;
  }

  /** The story's newest activity: what its object says now (a delete: it is gone). */
  async latestOfStory(storyId: number): Promise<StoryActivity | null> {
    const rows: ActivityRow[] = await this.dataSource.query(
      `SELECT ${ACTIVITY_COLUMNS} FROM fediverse_story_activities WHERE story_id = $1 ORDER BY id DESC LIMIT 1`,
      [storyId],
    );
    return rows[0] ? activityOf(rows[0]) : null;
  }

  async markDispatched(id: number): Promise<void> {
    await this.dataSource.query(`UPDATE fediverse_story_activities SET dispatched_at = now() WHERE id = $1`, [id]);
  }
}

const ACTIVITY_COLUMNS = 'id, kind, story_id, data, occurred_at';

interface ActivityRow {
  id: string;
  kind: StoryActivity['kind'];
  story_id: number;
  data: StoryActivity['data'];
  occurred_at: Date;
}

function activityOf(row: ActivityRow): StoryActivity {
  return { id: Number(row.id), kind: row.kind, storyId: row.story_id, data: row.data, occurredAt: row.occurred_at };
}
