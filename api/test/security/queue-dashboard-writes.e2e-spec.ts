import { JobProducer } from '../../src/queues/job-producer';
import { QueueName } from '../../src/queues/queue-names';
import { useSignedInAdmin } from '../support/signed-in-admin';
import { uniqueName } from '../support/test-env';

/**
 * The queue dashboard (bull-board) at /admin/queues: an admin who adds a job
 * there (a test email to any number of addresses, say) skips the API's
 * validation and the audit log. It must show the queues and change nothing.
 */
describe('the queue dashboard takes no writes', () => {
  const admin = useSignedInAdmin();
  const emailQueue = () => admin.app().app.get(JobProducer).queue(QueueName.Email);
  const jobsNamed = async (name: string) =>
    (await emailQueue().getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed'])).filter(
      (job) => job.name === name,
    );

  it("refuses an admin's job added through the dashboard, and no job appears", async () => {
    const name = uniqueName('dashboard-job');
    const added = await admin.post(`/admin/queues/api/queues/${QueueName.Email}/add`, {
      name,
      data: {
        to: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com', 'f@example.com'],
      },
      options: {},
    });
    expect(added.status).toBe(405);
    expect(added.body.message).toMatch(/read-only/);
    expect(await jobsNamed(name)).toEqual([]);
  });

  it('refuses retrying, promoting, cleaning, emptying, pausing and changing jobs, while reads still answer', async () => {
    const job = await emailQueue().add(uniqueName('queued-meanwhile'), {}, { delay: 3_600_000 });
    try {
      const base = `/admin/queues/api/queues/${QueueName.Email}`;
      const writes = [
        `PUT ${base}/retry/failed`,
        `PUT ${base}/promote`,
        `PUT ${base}/clean/delayed`,
        `PUT ${base}/empty`,
        `PUT ${base}/pause`,
        `PUT ${base}/${job.id}/promote`,
        `PUT ${base}/${job.id}/retry`,
        `PUT ${base}/${job.id}/clean`,
        `PATCH ${base}/${job.id}/update-data`,
        `PATCH ${base}/${job.id}/delay`,
        'PUT /admin/queues/api/queues/pause',
        'POST /admin/queues/api/metrics/history/purge',
      ];
      const answers: string[] = [];
      for (const write of writes) {
        const [method, path] = write.split(' ');
        const send = { PUT: admin.put, PATCH: admin.patch, POST: admin.post }[method]!;
        const response = await send(path, { data: { to: ['x@example.com'] }, delay: 0 });
        answers.push(`${write} ${response.status}`);
      }
      expect(answers).toEqual(writes.map((write) => `${write} 405`));
      expect(await emailQueue().getJob(job.id!)).toBeDefined();
      expect(await emailQueue().isPaused()).toBe(false);
      expect((await emailQueue().getJob(job.id!))!.delay).toBe(3_600_000);
      expect((await admin.get(`/admin/queues/api/queues`)).status).toBe(200);
    } finally {
      await emailQueue().remove(job.id!);
    }
  });
});
