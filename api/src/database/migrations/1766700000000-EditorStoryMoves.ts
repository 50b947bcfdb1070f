import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The story placement keeps the active stories in memory and must learn when
 * an editor moves an article between them: the newest change to an article
 * an editor placed is its cue, read on every placement, so it is indexed
 * (a handful of rows: only the articles editors have placed).
 */
export class EditorStoryMoves1766700000000 implements MigrationInterface {
  name = 'EditorStoryMoves1766700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX articles_placed_by_editor ON articles (updated_at) WHERE story_set_by_editor`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX articles_placed_by_editor`);
  }
}
