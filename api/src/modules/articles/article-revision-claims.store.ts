import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { Article } from './article.entity';

/**
 * The articles' revision number, moved on by a save before it writes: one
 * statement compares and moves it, so of two saves made from the same
 * revision exactly one goes ahead.
 */
@Injectable()
export class ArticleRevisionClaimsStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /**
   * Moves story `id` to its next revision if it is still at `expected` (or
   * whatever it is at, when no revision is expected): the new number, or null
   * when another save moved it first or there is no such story.
   */
  async claim(id: number, expected: number | undefined): Promise<number | null> {
    const rows = await returningRows<{ revision: number }>(
      this.articles.manager,
      `UPDATE articles SET revision = revision + 1
        WHERE id = $1 AND ($2::int IS NULL OR revision = $2) RETURNING revision`,
      [id, expected ?? null],
    );
    return rows[0]?.revision ?? null;
  }

  /** A claimed revision whose write failed is given back, unless another save has moved on from it. */
  async release(id: number, claimed: number): Promise<void> {
    await this.articles.query(`UPDATE articles SET revision = revision - 1 WHERE id = $1 AND revision = $2`, [
      id,
      claimed,
    ]);
  }

  /** Whether story `id` exists at all. */
  exists(id: number): Promise<boolean> {
    return this.articles.existsBy({ id });
  }
}
