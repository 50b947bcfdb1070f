import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { Article } from './article.entity';
import { insertScrapedRow, type ScrapedArticle } from './scraped-articles.store';

/** An article as the story assigner compares it, with the story it is in. */
export interface AssignableArticle {
  id: number;
  storyId: number;
  outlet: string;
  publishedAt: Date;
  title: string;
  body: string;
}

/** A desk-written article waiting for its placement job. */
export interface PendingArticle extends AssignableArticle {
  pending: boolean;
  setByEditor: boolean;
}

const ASSIGNABLE_COLUMNS = `id, story_id AS "storyId", COALESCE(source, '') AS outlet, published_at AS "publishedAt",
  title, content AS body`;

/** What one assignment reads and writes, inside the transaction that holds the assigner's lock. */
export class StoryAssignmentTx {
  constructor(private readonly manager: EntityManager) {}

  /** The articles of the window (published in the last `hours` before the database's now), oldest first, and the newest id stored. */
  async window(hours: number): Promise<{ articles: AssignableArticle[]; highWater: number }> {
    const [articles, [{ highWater }]] = await Promise.all([
      this.manager.query(
        `SELECT ${ASSIGNABLE_COLUMNS} FROM articles
          WHERE published_at > now() - make_interval(hours => $1) AND NOT story_pending
          ORDER BY published_at, id`,
        [hours],
      ) as Promise<AssignableArticle[]>,
      this.manager.query(`SELECT COALESCE(max(id), 0)::int AS "highWater" FROM articles`) as Promise<
        { highWater: number }[]
      >,
    ]);
    return { articles, highWater };
  }

  /**
   * When an editor last moved an article between stories (the newest change
   * to an article they placed, as text; null before the first): a window
   * built before it may hold an article in a story it has left.
   */
  async editorMovesMark(): Promise<string | null> {
    const [row]: { mark: string | null }[] = await this.manager.query(
      `SELECT max(updated_at)::text AS mark FROM articles WHERE story_set_by_editor`,
    );
    return row?.mark ?? null;
  }

  /** Articles stored (by anyone) after id `highWater`, in id order: what another process assigned since. */
  storedAfter(highWater: number): Promise<AssignableArticle[]> {
    return this.manager.query(
      `SELECT ${ASSIGNABLE_COLUMNS} FROM articles WHERE id > $1 AND NOT story_pending ORDER BY id`,
      [highWater],
    );
  }

  /** Stores a scraped article in story `storyId`, or a story of its own when null (see insertScrapedRow). */
  insertScraped(
    article: ScrapedArticle,
    status: 'published' | 'draft',
    storyId: number | null,
  ): Promise<{ id: number; storyId: number } | null> {
    return insertScrapedRow(this.manager, article, status, storyId);
  }

  /** A desk-written article as its placement job reads it, locked; null when it is gone. */
  async pending(id: number): Promise<PendingArticle | null> {
    const rows: PendingArticle[] = await this.manager.query(
      `SELECT ${ASSIGNABLE_COLUMNS}, story_pending AS pending, story_set_by_editor AS "setByEditor"
         FROM articles WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The placed article joins story `storyId` (or keeps its own when null) and waits no more; an editor's placement is never touched. */
  async settle(id: number, storyId: number | null): Promise<number | null> {
    const rows = await returningRows<{ storyId: number }>(
      this.manager,
      `UPDATE articles SET story_id = COALESCE($2, story_id), story_pending = false
        WHERE id = $1 AND NOT story_set_by_editor RETURNING story_id AS "storyId"`,
      [id, storyId],
    );
    return rows[0]?.storyId ?? null;
  }
}

/**
 * The story assigner's reads and writes of `articles`. Every assignment runs
 * in one transaction holding one advisory lock, so however many workers run,
 * articles are assigned one at a time and each sees every article stored
 * before it.
 */
@Injectable()
export class StoryAssignmentStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  underLock<T>(work: (tx: StoryAssignmentTx) => Promise<T>): Promise<T> {
    return this.articles.manager.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('story-assignment'))`);
      return work(new StoryAssignmentTx(manager));
    });
  }
}
