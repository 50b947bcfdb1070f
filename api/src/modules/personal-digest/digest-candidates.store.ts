import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DigestCandidate } from '../../shared/domain/digest-picks';

/**
 * The stories a personal digest may pick from, read once per send and worker
 * (not per recipient): the published stories of the last `days` days, newest
 * first, each with the artists it mentions and how many readers (sessions,
 * each once) it had in the last seven days.
 */
@Injectable()
export class DigestCandidatesStore {
  constructor(private readonly dataSource: DataSource) {}

  async recent(days: number, limit: number): Promise<DigestCandidate[]> {
    const rows: {
      id: number;
      story_id: number;
      title: string;
      excerpt: string | null;
      category: string;
      image_url: string | null;
      artist_ids: number[];
      week_readers: number;
    }[] = await this.dataSource.query(
      `SELECT a.id, a.story_id, a.title, a.excerpt, a.category, a.image_url,
              coalesce((SELECT array_agg(m.artist_id) FROM article_artist_mentions m WHERE m.article_id = a.id), '{}')
                AS artist_ids,
              (SELECT count(DISTINCT i.session_id)::int FROM user_interactions i
                WHERE i.article_id = a.id AND i.created_at > now() - interval '7 days') AS week_readers
         FROM articles a
        WHERE a.status = 'published' AND a.published_at > now() - make_interval(days => $1) AND a.published_at <= now()
        ORDER BY a.published_at DESC, a.id DESC LIMIT $2`,
      [days, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      storyId: row.story_id,
      title: row.title,
      excerpt: row.excerpt ?? '',
      category: row.category,
      imageUrl: row.image_url,
      artistIds: row.artist_ids,
      weekReaders: row.week_readers,
    }));
  }
}
