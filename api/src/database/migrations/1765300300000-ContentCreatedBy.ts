import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who on the desk wrote an article or an artist. An author may change only
 * their own drafts, which needs the row to say whose it is. Rows from before,
 * scraped stories and seeded content belong to no one (null); a member's
 * removal from the users table leaves their rows ownerless, never gone.
 */
export class ContentCreatedBy1765300300000 implements MigrationInterface {
  name = 'ContentCreatedBy1765300300000';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of ['articles', 'artists']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL`);
      // The foreign key's ON DELETE looks the member's rows up by this column.
      await q.query(`CREATE INDEX ${table}_created_by_idx ON ${table} (created_by) WHERE created_by IS NOT NULL`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['articles', 'artists']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN created_by`);
    }
  }
}
