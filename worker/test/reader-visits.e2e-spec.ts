import { waitFor } from '../../api/test/support/worker-process';
import { QueueName } from '../../api/src/queues/queue-names';
import { waitForQueueIdle } from './support/jobs-harness';
import { useWorkerStage } from './support/worker-stage';

jest.setTimeout(90_000);

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** 'Daily Visitors' and the visitor trend count readers: not crawlers, not the admin. */
describe('reader visits', () => {
  const stage = useWorkerStage('reader-visits', { worker: {} });

  it('answers every visit alike but stores only the readers', async () => {
    const visit = (sessionId: string, path: string, userAgent: string, cookie?: string[]) => {
      const request = stage.app.http().post('/api/visits').set('User-Agent', userAgent);
      if (cookie) request.set('Cookie', cookie);
      return request.send({ sessionId, path });
    };
    const answers = [
      await visit('session-1763700000001-botbot', '/articles', GOOGLEBOT),
      await visit('session-1763700000002-adminx', '/articles', FIREFOX, stage.cookies),
      await visit('session-1763700000003-screen', '/admin-dashboard', FIREFOX),
      await visit('session-1763700000004-reader', '/articles', FIREFOX),
    ];
    for (const answer of answers) expect(answer.body).toEqual({ accepted: true });

    await waitFor(async () => (await stage.app.dataSource.query('SELECT 1 FROM visitor_sessions')).length > 0, {
      what: "the reader's visit",
    });
    // Every visit job has run once the signals queue is idle: what is stored now is all there will be.
    await waitForQueueIdle(QueueName.Signals, stage.prefix);
    expect(await stage.app.dataSource.query('SELECT session_id FROM visitor_sessions')).toEqual([
      { session_id: 'session-1763700000004-reader' },
    ]);
    expect(await stage.app.dataSource.query('SELECT session_id FROM visitor_days')).toEqual([
      { session_id: 'session-1763700000004-reader' },
    ]);
    const stats = await stage.admin.get('/api/admin/stats');
    expect(stats.body.dailyVisitors).toBe(1);
  });
});
