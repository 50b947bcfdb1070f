import { DataSource } from 'typeorm';
import { openDataSource, truncateAll } from '../../api/test/support/test-database';
import { uniqueName } from '../../api/test/support/test-env';
import { startWorker, waitFor, WorkerProcess } from '../../api/test/support/worker-process';

describe('worker process: admin stats', () => {
  let dataSource: DataSource;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    dataSource = await openDataSource(process.env.DATABASE_URL!);
    await truncateAll(dataSource);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(() => dataSource.destroy());

  it('refreshes admin_stats on its schedule from subscribers and recent visitors', async () => {
    await dataSource.query(`
      INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, phone_number) VALUES
        ('a@example.com', 'A', 'A', true, '5550001111'),
        ('b@example.com', 'B', 'B', false, NULL),
        ('c@example.com', 'C', 'C', false, NULL)`);
    await dataSource.query(`
      INSERT INTO visitor_sessions (session_id, first_seen_at, last_seen_at, page_views) VALUES
        ('session-1700000000000-aaaa', now() - interval '2 days', now() - interval '1 hour', 3),
        ('session-1700000000000-bbbb', now() - interval '3 days', now() - interval '3 days', 1)`);

    // A queue prefix of its own: the refresh schedule is one per queue, and a worker of another spec
    // re-registering it at the default minute would stretch the wait for the next refresh.
    worker = await startWorker({ STATS_REFRESH_EVERY_MS: '1000', QUEUE_PREFIX: uniqueName('cypher-stats') });

    const stats = await waitFor(
      async () => {
        const [row] = await dataSource.query('SELECT * FROM admin_stats');
        return row?.total_subscribers === 3 ? row : undefined;
      },
      { what: 'admin_stats to be refreshed' },
    );
    expect(stats).toEqual(
      expect.objectContaining({ total_subscribers: 3, credit_program_yes: 1, credit_program_no: 2, daily_visitors: 1 }),
    );

    // The schedule keeps running: a new subscriber shows up without any request.
    await dataSource.query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation) VALUES ('d@example.com', 'D', 'D', true)`,
    );
    await waitFor(
      async () => {
        const [row] = await dataSource.query('SELECT * FROM admin_stats');
        return row.total_subscribers === 4 && row.credit_program_yes === 2;
      },
      { what: 'the next scheduled refresh' },
    );
    const rows = await dataSource.query('SELECT count(*)::int AS count FROM admin_stats');
    expect(rows[0].count).toBe(1);
  });

  it('exits cleanly on SIGTERM', async () => {
    // The shutdown notice is an info line; the test workers log warnings only by default.
    worker = await startWorker({ LOG_LEVEL: 'info' });
    const code = await worker.stop('SIGTERM');
    expect(code).toBe(0);
    expect(worker.output()).toContain('SIGTERM received');
  });
});
