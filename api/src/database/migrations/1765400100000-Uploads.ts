import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pictures the desk pastes or drops into a story, kept in the database with
 * the type read from their bytes. Keyed by a random id: an address cannot be
 * guessed from another, and a picture never changes once stored, so it is
 * served with a long immutable cache lifetime.
 */
export class Uploads1765400100000 implements MigrationInterface {
  name = 'Uploads1765400100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE uploads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type varchar(40) NOT NULL,
      byte_size int NOT NULL,
      bytes bytea NOT NULL,
      uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE uploads`);
  }
}
