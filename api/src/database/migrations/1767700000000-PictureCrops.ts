import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cut variants: a picture keeps where its eye falls (found by the worker), and its variants are kept per cut (the
 * whole picture, 16:9, square), so a card or a portrait is served cut around that point.
 */
export class PictureCrops1767700000000 implements MigrationInterface {
  name = 'PictureCrops1767700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE pictures ADD COLUMN focus_x real, ADD COLUMN focus_y real`);
    await q.query(`ALTER TABLE picture_variants ADD COLUMN crop varchar(8) NOT NULL DEFAULT 'full'`);
    await q.query(`ALTER TABLE picture_variants DROP CONSTRAINT picture_variants_pkey`);
    await q.query(`ALTER TABLE picture_variants ADD PRIMARY KEY (hash, format, width, crop)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM picture_variants WHERE crop <> 'full'`);
    await q.query(`ALTER TABLE picture_variants DROP CONSTRAINT picture_variants_pkey`);
    await q.query(`ALTER TABLE picture_variants ADD PRIMARY KEY (hash, format, width)`);
    await q.query(`ALTER TABLE picture_variants DROP COLUMN crop`);
    await q.query(`ALTER TABLE pictures DROP COLUMN focus_x, DROP COLUMN focus_y`);
  }
}
