import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import type { StoryArticleView } from '../../shared/contracts/stories';
import { PUBLISHED } from './article-columns-sql';
import { Article } from './article.entity';

/** A row that leads its story in a list, with what the card adds about the rest of the story. */
export interface StoryLeadRow {
  id: number;
  storyId: number;
  source: string | null;
}

/**
 * The story side of `articles`: which articles make up a story, who else
 * reported an article's story, and the editor's moves. Each move is one
 * statement that also marks the article as placed by an editor, so neither the
 * scraper nor the placement job ever moves it again.
 */
@Injectable()
export class ArticleStoriesStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** A story's published articles, newest first. */
  storyArticles(storyId: number): Promise<StoryArticleView[]> {
    return this.articles.query(
      `SELECT id, title, source, source_url AS "sourceUrl",
              to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt"
         FROM articles WHERE story_id = $1 AND ${PUBLISHED} ORDER BY published_at DESC, id DESC`,
      [storyId],
    );
  }

  /**
   * `ids` in their order, keeping the first article of each story and none of
   * article `besides`'s own story: a list of stories to read names each story
   * once, and never the one the reader is on (its outlets are 'Also covered by').
   */
  async firstOfEachStory(ids: number[], besides: number | null = null): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows: { id: number; storyId: number }[] = await this.articles.query(
      `SELECT id, story_id AS "storyId" FROM articles
        WHERE id = ANY($1::int[]) AND story_id IS DISTINCT FROM (SELECT story_id FROM articles WHERE id = $2)`,
      [ids, besides],
    );
    const storyOf = new Map(rows.map((row) => [row.id, row.storyId]));
    const seen = new Set<number>();
    return ids.filter((id) => {
      const story = storyOf.get(id);
      if (story === undefined || seen.has(story)) return false;
      seen.add(story);
      return true;
    });
  }

  /** For each listed lead, the other outlets of its story (published, named, distinct, the lead's own left out). */
  async otherSources(leads: StoryLeadRow[]): Promise<Map<number, string[]>> {
    if (leads.length === 0) return new Map();
    const rows: { id: number; sources: string[] }[] = await this.articles.query(
      `SELECT lead.id, COALESCE(array_agg(DISTINCT other.source ORDER BY other.source)
                FILTER (WHERE other.source IS NOT NULL), '{}') AS sources
         FROM articles AS lead
         LEFT JOIN articles AS other ON other.story_id = lead.story_id AND other.id <> lead.id
              AND other.${PUBLISHED} AND other.source IS DISTINCT FROM lead.source
        WHERE lead.id = ANY($1::int[])
        GROUP BY lead.id`,
      [leads.map((lead) => lead.id)],
    );
    return new Map(rows.map((row) => [row.id, row.sources]));
  }

  /** Article `id` moved into story `storyId` by an editor; false when there is no such article. */
  async moveToStory(id: number, storyId: number): Promise<boolean> {
    return this.moved(
      `UPDATE articles SET story_id = $2, story_set_by_editor = true, story_pending = false, updated_at = now() WHERE id = $1 RETURNING id`,
      [id, storyId],
    );
  }

  /**
   * Article `id` moved out of its story to a new one of its own, by an editor.
   * Clearing the story makes the database start one titled by the article (the
   * same trigger that gives every new article its story), in this statement.
   */
  async moveToOwnStory(id: number): Promise<boolean> {
    return this.moved(
      `UPDATE articles SET story_id = NULL, story_set_by_editor = true, story_pending = false, updated_at = now() WHERE id = $1 RETURNING id`,
      [id],
    );
  }

  private async moved(sql: string, parameters: unknown[]): Promise<boolean> {
    return (await returningRows(this.articles.manager, sql, parameters)).length > 0;
  }
}
