import { VisitsStore } from '../src/modules/visits/visits.store';
import { startTestApp, type TestApp } from './support/test-app';
import { truncateAll } from './support/test-database';

const SESSION = 'session-1764000000000-visits';

/**
 * The worker stores page views many at a time, so they arrive out of order, and
 * a retried job stores one again: every view counts once either way.
 */
describe('page views per visitor session', () => {
  let app: TestApp;
  let visits: VisitsStore;

  beforeAll(async () => {
    app = await startTestApp();
    visits = app.app.get(VisitsStore);
  });
  beforeEach(() => truncateAll(app.dataSource));
  afterAll(() => app.close());

  const session = async () =>
    (
      await app.dataSource.query(
        'SELECT page_views, last_path, first_seen_at, last_seen_at FROM visitor_sessions WHERE session_id = $1',
        [SESSION],
      )
    )[0];

  it('counts views taken out of order, keeps the latest path, and counts a replayed view once', async () => {
    const at = (second: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, second));
    await visits.recordPageView({ sessionId: SESSION, path: '/third', at: at(3) });
    await visits.recordPageView({ sessionId: SESSION, path: '/first', at: at(1) });
    await visits.recordPageView({ sessionId: SESSION, path: '/second', at: at(2) });
    // Replays, in and out of order.
    await visits.recordPageView({ sessionId: SESSION, path: '/first', at: at(1) });
    await visits.recordPageView({ sessionId: SESSION, path: '/third', at: at(3) });

    expect(await session()).toEqual({
      page_views: 3,
      last_path: '/third',
      first_seen_at: at(1),
      last_seen_at: at(3),
    });
  });

  it('remembers only the last views of a long session, so its row stays small', async () => {
    const start = Date.UTC(2026, 10, 28, 12);
    for (let i = 0; i < 40; i++) {
      await visits.recordPageView({ sessionId: SESSION, path: `/p${i}`, at: new Date(start + i * 1_000) });
    }
    // A replay of a recent view still counts once.
    await visits.recordPageView({ sessionId: SESSION, path: '/p39', at: new Date(start + 39_000) });
    const [row] = await app.dataSource.query(
      'SELECT page_views, cardinality(recent_views) AS kept FROM visitor_sessions WHERE session_id = $1',
      [SESSION],
    );
    expect(row).toEqual({ page_views: 40, kept: 32 });
  });
});
