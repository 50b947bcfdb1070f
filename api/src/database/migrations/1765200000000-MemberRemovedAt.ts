import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a member was taken off the desk. A removed member and someone who never
 * had a role both hold no role; only this tells them apart, so an address
 * listed in OIDC_ADMIN_EMAILS does not bring a removed member back as an admin.
 * Rows with a password or without an OIDC subject can only have come from the
 * desk (bootstrap or an invitation), so those without a role were removed.
 */
export class MemberRemovedAt1765200000000 implements MigrationInterface {
  name = 'MemberRemovedAt1765200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN removed_at timestamptz`);
    await q.query(
      `UPDATE users SET removed_at = updated_at
       WHERE role IS NULL AND (password_hash IS NOT NULL OR oidc_subject IS NULL)`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN removed_at`);
  }
}
