import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A new password ends every session of its member (a stolen cookie dies with
 * the old password): that delete finds the member's sessions by the user id
 * inside the session data, which this index serves.
 */
export class SessionsByMember1765100100000 implements MigrationInterface {
  name = 'SessionsByMember1765100100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX idx_sessions_user_id ON sessions ((sess->>'userId'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_sessions_user_id`);
  }
}
