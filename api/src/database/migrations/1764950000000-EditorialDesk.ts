import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The editorial desk: a role per member instead of one admin flag (whoever
 * was an admin becomes the owner), the single-use links that invite a member
 * or reset a password (only a hash of each token is kept), and the audit log,
 * which refuses to be edited: rows are only ever added.
 */
export class EditorialDesk1764950000000 implements MigrationInterface {
  name = 'EditorialDesk1764950000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN role varchar(16) CHECK (role IN ('owner', 'admin', 'editor', 'author'))`,
    );
    await q.query(`UPDATE users SET role = 'owner' WHERE is_admin`);
    await q.query(`ALTER TABLE users DROP COLUMN is_admin`);

    await q.query(`
      CREATE TABLE member_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(16) NOT NULL CHECK (purpose IN ('invite', 'reset')),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_member_tokens_user ON member_tokens (user_id, purpose)`);

    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        actor_email varchar(254),
        action varchar(40) NOT NULL,
        entity varchar(60) NOT NULL,
        entity_id varchar(100),
        route varchar(300),
        ip varchar(64),
        changes jsonb
      )`);
    await q.query(`CREATE INDEX idx_audit_log_occurred ON audit_log (occurred_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_audit_log_actor ON audit_log (actor_id, occurred_at DESC)`);
    await q.query(`CREATE INDEX idx_audit_log_action ON audit_log (action, occurred_at DESC)`);
    await q.query(`CREATE INDEX idx_audit_log_entity ON audit_log (entity, occurred_at DESC)`);
    // No route edits the log, and neither may a stray UPDATE or DELETE from anywhere else.
    await q.query(`
      CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log entries cannot be changed or deleted';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS refuse_audit_log_change()`);
    await q.query(`DROP TABLE IF EXISTS member_tokens`);
    await q.query(`ALTER TABLE users ADD COLUMN is_admin boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE users SET is_admin = true WHERE role IS NOT NULL`);
    await q.query(`ALTER TABLE users DROP COLUMN role`);
  }
}
