import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { Article } from './article.entity';

/**
 * Scheduled stories going out, for the worker. Each is one conditional
 * UPDATE ... RETURNING, so a job and the sweep, or two workers, publish a
 * story once.
 */
@Injectable()
export class ArticlePublishingStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /**
   * A scheduled story goes out: published, stamped with the moment it went
   * out. Only while it is still scheduled for exactly `publishAt`, so a job
   * left behind by a reschedule, an unpublish or an earlier run changes
   * nothing. True when this call published it.
   */
  async publishScheduled(id: number, publishAt: Date): Promise<boolean> {
    const rows = await returningRows(
      this.articles.manager,
      `UPDATE articles SET status = 'published', published_at = now(), publish_at = NULL, updated_at = now()
        WHERE id = $1 AND status = 'scheduled' AND publish_at = $2 RETURNING id`,
      [id, publishAt],
    );
    return rows.length > 0;
  }

  /** Every scheduled story whose time has come goes out at once (the worker's sweep); their ids. */
  async publishOverdue(): Promise<number[]> {
    const rows = await returningRows<{ id: number }>(
      this.articles.manager,
      `UPDATE articles SET status = 'published', published_at = now(), publish_at = NULL, updated_at = now()
        WHERE status = 'scheduled' AND publish_at <= now() RETURNING id`,
      [],
    );
    return rows.map((row) => row.id);
  }
}
