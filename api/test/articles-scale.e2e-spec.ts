import { DataSource } from 'typeorm';
import { ROW_COUNT_SQL } from '../src/database/content-tables';
import { Article } from '../src/modules/articles/article.entity';
import { ArticlesStore } from '../src/modules/articles/articles.store';
import { PublicArticlesStore } from '../src/modules/articles/public-articles.store';
import { insertArticles } from './support/content-fixtures';
import { blocksTouched, explain, PlanNode, planNodes, sqlOf, SqlQuery } from './support/explain';
import { createTestDatabase, dropTestDatabase, openDataSource } from './support/test-database';

/**
 * The article queries the API runs (list page, deep page, detail, total) keep
 * their cost flat as the table grows: each is served by an index, and the
 * total comes from the trigger-kept row count instead of count(*).
 * Cost is measured as plan shape and buffers touched, never as wall-clock time.
 */
describe('articles at scale', () => {
  let url: string;
  let dataSource: DataSource;
  let store: ArticlesStore;
  let publicStore: PublicArticlesStore;

  const listPage = (offset: number): SqlQuery => sqlOf(publicStore.listQuery({ limit: 50, offset }));
  const detail = (id: number): SqlQuery => sqlOf(store.detailQuery(id));
  const total: SqlQuery = { sql: ROW_COUNT_SQL, params: ['articles'] };

  async function growTo(rows: number): Promise<void> {
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM articles');
    await insertArticles(dataSource, rows - count);
    await dataSource.query('VACUUM ANALYZE articles');
  }

  function expectNoSeqScanOnArticles(plan: PlanNode): void {
    const seqScans = planNodes(plan).filter(
      (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'articles',
    );
    expect(seqScans).toEqual([]);
  }

  beforeAll(async () => {
    // Its own database: 100,000 rows must not slow down or disturb the other suites.
    url = await createTestDatabase('cypher_scale');
    dataSource = await openDataSource(url);
    store = new ArticlesStore(dataSource.getRepository(Article));
    publicStore = new PublicArticlesStore(dataSource.getRepository(Article));
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    if (url) await dropTestDatabase(url);
  });

  it('stays within 1.5x from 1,000 to 100,000 articles, every query on an index, no sequential scan', async () => {
    const costs: Record<string, number[]> = { list: [], detail: [], total: [] };
    for (const size of [1_000, 10_000, 100_000]) {
      await growTo(size);
      const middleId = Math.floor(size / 2);

      const list = await explain(dataSource, listPage(0), true);
      const one = await explain(dataSource, detail(middleId), true);
      const count = await explain(dataSource, total, true);
      for (const plan of [list, one, count]) expectNoSeqScanOnArticles(plan);

      costs.list.push(blocksTouched(list));
      costs.detail.push(blocksTouched(one));
      costs.total.push(blocksTouched(count));
    }

    // The API's answers at 100k are still right.
    const [{ total: counted }] = await dataSource.query(total.sql, total.params);
    expect(counted).toBe(100_000);
    expect(await store.count()).toBe(100_000);
    expect((await publicStore.list({ limit: 50, offset: 0 })).items[0].title).toBe('Story 100000');

    for (const [query, blocks] of Object.entries(costs)) {
      const ratio = Math.max(...blocks) / Math.max(1, Math.min(...blocks));
      expect({ query, blocks, withinOneAndAHalf: ratio <= 1.5 }).toEqual({ query, blocks, withinOneAndAHalf: true });
    }

    // At 100k: plans (not run) of the pages a reader walks, a deep one included, and the total.
    const plans = {
      firstPage: await explain(dataSource, listPage(0)),
      deepPage: await explain(dataSource, listPage(5_000)),
      detail: await explain(dataSource, detail(99_999)),
      total: await explain(dataSource, total),
    };
    for (const plan of Object.values(plans)) expectNoSeqScanOnArticles(plan);
    for (const page of [plans.firstPage, plans.deepPage]) {
      expect(planNodes(page).some((node) => node['Index Name'] === 'idx_articles_published')).toBe(true);
    }
    expect(planNodes(plans.detail).some((node) => node['Index Name'] === 'articles_pkey')).toBe(true);
    expect(planNodes(plans.total).some((node) => node['Relation Name'] === 'articles')).toBe(false);
  }, 120_000);
});
