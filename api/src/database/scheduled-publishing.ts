import type { EntityManager } from 'typeorm';
import { returningRows } from './returning-rows';

/**
 * Scheduled rows of a table the desk publishes going out, for the worker.
 * Each is one conditional UPDATE ... RETURNING, so a job and the sweep, or two
 * workers, publish a row once. A store of such a table extends this.
 */
export abstract class ScheduledPublishing {
  /**
   * @param table the table, named in code only (never from input)
   * @param alsoSet what else going out sets, e.g. an article's `published_at = now()`
   */
  protected constructor(
    private readonly manager: EntityManager,
    private readonly table: 'articles' | 'artists',
    private readonly alsoSet: string[] = [],
  ) {}

  private get goingOut(): string {
    const changes = ["status = 'published'", ...this.alsoSet, 'publish_at = NULL', 'updated_at = now()'];
    return `UPDATE ${this.table} SET ${changes.join(', ')}`;
  }

  /**
   * A scheduled row goes out, only while it is still scheduled for exactly
   * `publishAt`, so a job left behind by a reschedule, an unpublish or an
   * earlier run changes nothing. True when this call published it.
   */
  async publishScheduled(id: number, publishAt: Date): Promise<boolean> {
    const rows = await returningRows(
      this.manager,
      `${this.goingOut} WHERE id = $1 AND status = 'scheduled' AND publish_at = $2 RETURNING id`,
      [id, publishAt],
    );
    return rows.length > 0;
  }

  /** Every scheduled row whose time has come goes out at once (the worker's sweep); their ids. */
  async publishOverdue(): Promise<number[]> {
    const rows = await returningRows<{ id: number }>(
      this.manager,
      `${this.goingOut} WHERE status = 'scheduled' AND publish_at <= now() RETURNING id`,
      [],
    );
    return rows.map((row) => row.id);
  }
}
