import type { Job } from 'bullmq';
import { toJobRunView, toJobStatus, toRunState } from './job-run-view';

const job = (fields: Partial<Job>): Job =>
  ({
    id: 'scrape-news-1',
    name: 'scrape-news',
    timestamp: Date.UTC(2026, 10, 21, 22, 0),
    progress: 0,
    ...fields,
  }) as Job;

describe('job run view', () => {
  it('maps BullMQ states onto the five the admin sees', () => {
    expect(toRunState('prioritized')).toBe('waiting');
    expect(toRunState('waiting-children')).toBe('waiting');
    expect(toRunState('active')).toBe('active');
    expect(toRunState('unknown')).toBeNull();
  });

  it('shapes a running job', () => {
    expect(toJobRunView(job({ progress: 42.4 }), 'active')).toEqual({
      id: 'scrape-news-1',
      name: 'scrape-news',
      state: 'active',
      progress: 42,
      result: null,
      attempt: 1,
      maxAttempts: 1,
      retryReason: null,
      failedReason: null,
      createdAt: '2026-11-21T22:00:00.000Z',
      finishedAt: null,
    });
  });

  it('names the coming attempt and why the last one failed while a retry waits', () => {
    const retrying = job({
      progress: 100,
      attemptsMade: 1,
      failedReason: 'All 2 news sources failed: no network: could not resolve any source (a.test, b.test)',
      opts: { attempts: 3 },
    });
    expect(toJobRunView(retrying, 'delayed')).toMatchObject({
      state: 'delayed',
      progress: 100,
      attempt: 2,
      maxAttempts: 3,
      retryReason: 'All 2 news sources failed: no network: could not resolve any source (a.test, b.test)',
      failedReason: null,
    });
    expect(toJobRunView({ ...retrying, attemptsMade: 3 } as Job, 'failed')).toMatchObject({
      attempt: 3,
      retryReason: null,
      failedReason: expect.stringContaining('no network'),
    });
  });

  it('shows the result of a finished job, and 100% once completed', () => {
    const view = toJobRunView(
      job({
        progress: 97,
        returnvalue: { message: 'Added 1 new article', added: 1 },
        finishedOn: Date.UTC(2026, 10, 21, 22, 1),
      }),
      'completed',
    );
    expect(view).toMatchObject({
      progress: 100,
      result: { message: 'Added 1 new article', added: 1 },
      finishedAt: '2026-11-21T22:01:00.000Z',
    });
  });

  it('shows why a job failed and ignores a result without a message', () => {
    const view = toJobRunView(
      job({ failedReason: 'All 2 news sources failed', returnvalue: 'odd' as never }),
      'failed',
    );
    expect(view).toMatchObject({ failedReason: 'All 2 news sources failed', result: null });
  });

  it('lists only the runs an admin starts, and no job that is gone', () => {
    expect(toJobRunView(job({ name: 'generate-recommendations' }), 'completed')).toBeNull();
    expect(toJobRunView(job({}), 'unknown')).toBeNull();
  });

  it('reads progress reported as an object with a percent', () => {
    expect(toJobStatus(job({ progress: { percent: 61.6 } }), 'active').progress).toBe(62);
    expect(toJobStatus(job({ progress: 'half' as never }), 'active').progress).toBe(0);
  });
});
