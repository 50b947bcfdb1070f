import type { DataSource } from 'typeorm';

/**
 * Seeds the demo content when the database holds no article yet, so a
 * re-run (or a second `npm start`) never doubles anything.
 * PLACEHOLDER: the demo content itself is being written in seeds/*.ts.
 */
export async function seedDemoContentIfEmpty(dataSource: DataSource, now: Date = new Date()): Promise<string> {
  const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM articles');
  if (count > 0) return `database already has ${count} articles, demo content not seeded`;
  void now;
  return 'no demo content yet';
}
