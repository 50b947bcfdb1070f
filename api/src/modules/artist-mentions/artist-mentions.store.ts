import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ArticleArtistMention } from './article-artist-mention.entity';

/** A story as matching records it: its id, its date, and the artists it names. */
export interface ArticleMentions {
  articleId: number;
  publishedAt: Date;
  artistIds: number[];
}

/**
 * The one place that reads and writes `article_artist_mentions`. Every write
 * replaces a whole story's (or a whole artist's) rows in one transaction, so
 * matching run twice, or on two workers, leaves the same rows.
 */
@Injectable()
export class ArtistMentionsStore {
  constructor(@InjectRepository(ArticleArtistMention) private readonly mentions: Repository<ArticleArtistMention>) {}

  /** The story now names exactly these artists. */
  async replaceForArticle(story: ArticleMentions): Promise<void> {
    await this.mentions.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mentions:article:${story.articleId}`]);
      await manager.query('DELETE FROM article_artist_mentions WHERE article_id = $1 AND artist_id <> ALL($2::int[])', [
        story.articleId,
        story.artistIds,
      ]);
      if (story.artistIds.length === 0) return;
      await manager.query(
        `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at)
         SELECT $1, artist_id, $3 FROM unnest($2::int[]) AS artist_id
         ON CONFLICT (article_id, artist_id) DO UPDATE SET article_published_at = EXCLUDED.article_published_at
           WHERE article_artist_mentions.article_published_at IS DISTINCT FROM EXCLUDED.article_published_at`,
        [story.articleId, story.artistIds, story.publishedAt],
      );
    });
  }

  /**
   * Many stories at once (the sweep): each now names exactly its artists, all
   * in one transaction of three statements however many stories, each story
   * locked as replaceForArticle locks it (in id order, so two sweeps cannot
   * deadlock).
   */
  async replaceForArticles(stories: ArticleMentions[]): Promise<void> {
    if (stories.length === 0) return;
    const articleIds = stories.map((story) => story.articleId);
    const pairs = stories.flatMap((story) =>
      story.artistIds.map((artistId) => ({ articleId: story.articleId, artistId, publishedAt: story.publishedAt })),
    );
    await this.mentions.manager.transaction(async (manager) => {
      await manager.query(
        `SELECT pg_advisory_xact_lock(hashtext('mentions:article:' || id)) FROM unnest($1::int[]) AS id ORDER BY id`,
        [articleIds],
      );
      await manager.query(
        `DELETE FROM article_artist_mentions m
          WHERE m.article_id = ANY($1::int[])
            AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS kept(article_id, artist_id)
                             WHERE kept.article_id = m.article_id AND kept.artist_id = m.artist_id)`,
        [articleIds, pairs.map((pair) => pair.articleId), pairs.map((pair) => pair.artistId)],
      );
      if (pairs.length === 0) return;
      await manager.query(
        `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at)
         SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[])
         ON CONFLICT (article_id, artist_id) DO UPDATE SET article_published_at = EXCLUDED.article_published_at
           WHERE article_artist_mentions.article_published_at IS DISTINCT FROM EXCLUDED.article_published_at`,
        [
          pairs.map((pair) => pair.articleId),
          pairs.map((pair) => pair.artistId),
          pairs.map((pair) => pair.publishedAt),
        ],
      );
    });
  }

  /**
   * The artist is now named by exactly these stories (id and date each). A story
   * deleted meanwhile fails the foreign key and the job's retry reads again.
   */
  async replaceForArtist(artistId: number, stories: { articleId: number; publishedAt: Date }[]): Promise<void> {
    await this.mentions.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mentions:artist:${artistId}`]);
      const ids = stories.map((story) => story.articleId);
      await manager.query('DELETE FROM article_artist_mentions WHERE artist_id = $1 AND article_id <> ALL($2::int[])', [
        artistId,
        ids,
      ]);
      if (ids.length === 0) return;
      await manager.query(
        `INSERT INTO article_artist_mentions (article_id, artist_id, article_published_at)
         SELECT story.article_id, $1, story.published_at
           FROM unnest($2::int[], $3::timestamptz[]) AS story(article_id, published_at)
         ON CONFLICT (article_id, artist_id) DO NOTHING`,
        [artistId, ids, stories.map((story) => story.publishedAt)],
      );
    });
  }

  /** Ids of the newest stories naming the artist, newest first. */
  async latestArticleIds(artistId: number, limit: number): Promise<number[]> {
    const rows: { article_id: number }[] = await this.mentions.query(
      `SELECT article_id FROM article_artist_mentions WHERE artist_id = $1
        ORDER BY article_published_at DESC, article_id DESC LIMIT $2`,
      [artistId, limit],
    );
    return rows.map((row) => row.article_id);
  }

  /**
   * The newest stories naming any of these artists, up to `perArtist` each,
   * newest first; a story naming two of them comes once, under the first
   * artist in `artistIds` it names.
   */
  async latestForArtists(artistIds: number[], perArtist: number): Promise<{ articleId: number; artistId: number }[]> {
    if (artistIds.length === 0) return [];
    const rows: { article_id: number; artist_id: number }[] = await this.mentions.query(
      `SELECT article_id, artist_id FROM (
         SELECT DISTINCT ON (picked.article_id) picked.article_id, picked.artist_id, picked.article_published_at
           FROM unnest($1::int[]) WITH ORDINALITY AS wanted(artist_id, rank)
           CROSS JOIN LATERAL (
             SELECT m.article_id, m.artist_id, m.article_published_at
               FROM article_artist_mentions m
              WHERE m.artist_id = wanted.artist_id
              ORDER BY m.article_published_at DESC, m.article_id DESC
              LIMIT $2
           ) picked
          ORDER BY picked.article_id, wanted.rank
       ) stories
       ORDER BY article_published_at DESC, article_id DESC`,
      [artistIds, perArtist],
    );
    return rows.map((row) => ({ articleId: row.article_id, artistId: row.artist_id }));
  }

  /** The artists a story names. */
  async artistIdsOf(articleId: number): Promise<number[]> {
    const rows: { artist_id: number }[] = await this.mentions.query(
      'SELECT artist_id FROM article_artist_mentions WHERE article_id = $1 ORDER BY artist_id',
      [articleId],
    );
    return rows.map((row) => row.artist_id);
  }

  /** Other stories naming the same artists: most artists in common first, then newest. */
  async articleIdsSharingArtists(articleId: number, limit: number): Promise<number[]> {
    const rows: { article_id: number }[] = await this.mentions.query(
      `SELECT other.article_id
         FROM article_artist_mentions mine
         JOIN article_artist_mentions other ON other.artist_id = mine.artist_id AND other.article_id <> mine.article_id
        WHERE mine.article_id = $1
        GROUP BY other.article_id
        ORDER BY count(*) DESC, max(other.article_published_at) DESC, other.article_id DESC
        LIMIT $2`,
      [articleId, limit],
    );
    return rows.map((row) => row.article_id);
  }

  /**
   * Where the matching sweep starts: the moment up to which everything changed
   * was matched (null before the first sweep), and the database's clock now,
   * which becomes that moment once this sweep is done.
   */
  async sweepBookmark(): Promise<{ sweptUntil: Date | null; now: Date }> {
    const [row]: { swept_until: Date | null; now: Date }[] = await this.mentions.query(
      `SELECT (SELECT swept_until FROM mention_sweeps WHERE id = 1) AS swept_until, clock_timestamp() AS now`,
    );
    return { sweptUntil: row.swept_until, now: row.now };
  }

  /** Everything changed before `until` is matched; a sweep that finishes late never moves the bookmark back. */
  async markSwept(until: Date): Promise<void> {
    await this.mentions.query(
      `INSERT INTO mention_sweeps (id, swept_until) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET swept_until = GREATEST(mention_sweeps.swept_until, EXCLUDED.swept_until)`,
      [until],
    );
  }

  /** How many stories name each artist (for the tests and the admin's eyes). */
  async countForArtist(artistId: number): Promise<number> {
    return this.mentions.countBy({ artistId });
  }
}
