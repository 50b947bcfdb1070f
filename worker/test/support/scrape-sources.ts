import type { DataSource } from 'typeorm';

/**
 * Makes `urls`, in this order, the only sources of one kind, as an admin would
 * leave them, and marks the kind seeded so the worker's environment list is
 * never copied over them.
 */
export async function useScrapeSources(
  dataSource: DataSource,
  kind: 'news' | 'releases',
  urls: string[],
): Promise<void> {
  await dataSource.query(`DELETE FROM scrape_sources WHERE kind = $1`, [kind]);
  await dataSource.query(`INSERT INTO scrape_source_seeding (kind) VALUES ($1) ON CONFLICT DO NOTHING`, [kind]);
  await dataSource.query(
    `INSERT INTO scrape_sources (url, kind, created_at)
     SELECT url, $1, now() + position * interval '1 microsecond'
       FROM unnest($2::text[]) WITH ORDINALITY AS listed(url, position)`,
    [kind, urls],
  );
}
