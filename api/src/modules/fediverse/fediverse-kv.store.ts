import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Fedify's keys are string tuples; one text key keeps them apart without escaping rules of our own. */
function keyText(key: readonly string[]): string {
  return JSON.stringify(key);
}

/**
 * Fedify's KvStore over Postgres, so every API process sees the same cache of
 * remote keys and documents and the same record of inbox activities already
 * handled (its in-memory store would let a second process handle a delivery
 * the first already did). Expired entries read as missing and are replaced.
 */
@Injectable()
export class FediverseKvStore {
  constructor(private readonly dataSource: DataSource) {}

  async get<T = unknown>(key: readonly string[]): Promise<T | undefined> {
    const rows: { value: T }[] = await this.dataSource.query(
      `SELECT value FROM fediverse_kv WHERE key = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [keyText(key)],
    );
    return rows[0]?.value;
  }

  async set(
    key: readonly string[],
    value: unknown,
    options?: { ttl?: { total(unit: 'milliseconds'): number } },
  ): Promise<void> {
    const ttlMs = options?.ttl?.total('milliseconds');
    await this.dataSource.query(
      `INSERT INTO fediverse_kv (key, value, expires_at)
       VALUES ($1, $2::jsonb, CASE WHEN $3::bigint IS NULL THEN NULL ELSE now() + $3::bigint * interval '1 millisecond' END)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`,
      [keyText(key), JSON.stringify(value ?? null), ttlMs ?? null],
    );
  }

  async delete(key: readonly string[]): Promise<void> {
    await this.dataSource.query(`DELETE FROM fediverse_kv WHERE key = $1`, [keyText(key)]);
  }
}
