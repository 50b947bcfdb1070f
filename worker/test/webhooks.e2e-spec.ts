import { WEBHOOK_EVENT_TYPES } from '../../api/src/shared/contracts/webhooks';
import { startSmtpTestServer, type SmtpTestServer } from '../../api/test/support/smtp-test-server';
import { waitFor } from '../../api/test/support/worker-process';
import { WebhookReceiver, type ReceivedWebhook } from './support/webhook-receiver';
import { useWorkerStage, type WorkerStage } from './support/worker-stage';

jest.setTimeout(120_000);

const OWNER_EMAIL = 'owner@desk.example';
/** Fast sweeps and retries, so a retry is seconds away; three failures in a row disable an endpoint. */
const FAST = {
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
  WEBHOOKS_SWEEP_EVERY_MS: '300',
  WEBHOOKS_RETRY_BASE_MS: '400',
  WEBHOOKS_DISABLE_AFTER_FAILURES: '3',
};

async function register(
  stage: WorkerStage,
  receiver: WebhookReceiver,
  path: string,
  events: string[],
  allowPersonalData = false,
): Promise<number> {
  const created = await stage.admin.post('/api/admin/webhooks', {
    url: `${receiver.base}${path}`,
    events,
    allowPersonalData,
  });
  expect(created.status).toBe(201);
  expect(created.body.secret).toMatch(/^whsec_/);
  receiver.verifyWith(path, created.body.secret);
  return created.body.id as number;
}

const typesOf = (received: ReceivedWebhook[]) => received.map((one) => one.type).sort();

async function settledDeliveries(stage: WorkerStage, endpointId: number, count: number) {
  return waitFor(
    async () => {
      const rows: { status: string; attempts: number }[] = await stage.app.dataSource.query(
        `SELECT status, attempts FROM webhook_deliveries WHERE endpoint_id = $1`,
        [endpointId],
      );
      return rows.length === count && rows.every((row) => row.status !== 'pending') && rows;
    },
    { timeoutMs: 60_000, what: `${count} settled deliveries to endpoint ${endpointId}` },
  );
}

describe('webhooks, from the event to a receiver verifying with standardwebhooks', () => {
  let receiver: WebhookReceiver;
  let smtp: SmtpTestServer;
  const stage = useWorkerStage('webhooks', {
    app: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', DOUBLE_OPT_IN: 'false', SUBSCRIBE_RATE_LIMIT: '1000' },
    prepare: async (ready) => {
      await ready.app.dataSource.query(`UPDATE users SET email = $1 WHERE username = 'test-admin'`, [OWNER_EMAIL]);
    },
  });

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    smtp = await startSmtpTestServer();
    await stage.startWorker({ ...FAST, SMTP_URL: smtp.url, PUBLIC_URL: 'https://thecypher.example' });
  });
  afterAll(async () => {
    await receiver?.close();
    await smtp?.close();
  });

  it('sends each event once, signed, and a subscriber only to an endpoint allowed personal data', async () => {
    const everything = await register(stage, receiver, '/all', [...WEBHOOK_EVENT_TYPES], true);
    await register(stage, receiver, '/no-personal', ['subscriber.confirmed']);

    const story = await stage.admin.post('/api/articles', {
      title: 'Cypher at the Apollo',
      excerpt: 'Five MCs, one stage.',
      content: 'Five MCs took the stage.',
      category: 'CULTURE',
      tags: 'live, harlem',
    });
    expect(story.status).toBe(201);
    // Published on the desk, it is announced once its story is settled by the worker's placement.
    await waitFor(async () => receiver.to('/all').some((one) => one.type === 'story.published'), {
      timeoutMs: 30_000,
      what: 'story.published',
    });
    // A second outlet's report of the same story announces nothing: the story is public already.
    await stage.app.dataSource.query(
      `INSERT INTO articles (title, excerpt, content, category, story_id, source)
       SELECT 'Apollo cypher, the recap', 'Recap', 'Recap', 'CULTURE', story_id, 'Other Outlet' FROM articles WHERE id = $1`,
      [story.body.id],
    );
    expect(
      (await stage.admin.patch(`/api/articles/${story.body.id}`, { title: 'Cypher at the Apollo, live' })).status,
    ).toBe(200);
    await stage.app.dataSource.query(
      `DELETE FROM articles WHERE story_id = (SELECT story_id FROM articles WHERE id = $1) AND id <> $1`,
      [story.body.id],
    );
    expect((await stage.admin.patch(`/api/articles/${story.body.id}`, { status: 'draft' })).status).toBe(200);
    const release = { title: 'Tape', artist: 'MC Test', linkUrl: 'https://music.example/tape', type: 'mixtape' };
    expect((await stage.admin.post('/api/releases', release)).status).toBe(201);
    const subscribed = await stage.app
      .http()
      .post('/api/subscriptions')
      .send({ firstName: 'Nia', lastName: 'Banks', email: 'nia@example.com', creditProgramParticipation: false });
    expect(subscribed.status).toBe(201);
    await stage.app.dataSource.query(
      `UPDATE subscriptions SET status = 'unsubscribed', is_active = false WHERE email = $1`,
      ['nia@example.com'],
    );
    await stage.app.dataSource.query(
      `INSERT INTO newsletters (title, description, content, status) VALUES ('Issue 12', 'The week', 'Body', 'sending')`,
    );
    await stage.app.dataSource.query(
      `UPDATE newsletters SET status = 'sent', sent_at = now() WHERE title = 'Issue 12'`,
    );
    // A week's chart is published by its first build; building it again announces nothing.
    const buildWeek = `INSERT INTO chart_weeks (genre, week, failed_sources, sources_read, entries)
      VALUES ('hip-hop', '2026-W48', '[{"source":"Apple Music","reason":"HTTP 500"}]', 2, 40)
      ON CONFLICT (genre, week) DO UPDATE SET built_at = now()`;
    await stage.app.dataSource.query(buildWeek);
    await stage.app.dataSource.query(buildWeek);

    await settledDeliveries(stage, everything, 8);
    const all = receiver.to('/all');
    expect(typesOf(all)).toEqual(
      [
        'chart.published',
        'newsletter.sent',
        'release.added',
        'story.published',
        'story.unpublished',
        'story.updated',
        'subscriber.confirmed',
        'subscriber.unsubscribed',
      ].sort(),
    );
    expect(all.every((one) => one.verified)).toBe(true);
    expect(new Set(all.map((one) => one.messageId)).size).toBe(8);
    expect(all.find((one) => one.type === 'chart.published')!.data).toEqual({
      week: '2026-W48',
      genre: 'hip-hop',
      entries: 40,
      failedSources: [{ source: 'Apple Music', reason: 'HTTP 500' }],
      url: 'https://thecypher.example/charts/2026-W48',
    });
    const published = all.find((one) => one.type === 'story.published')!;
    expect(published.data).toMatchObject({
      articleId: story.body.id,
      title: 'Cypher at the Apollo',
      url: `https://thecypher.example/article/${story.body.id}`,
      tags: ['live', 'harlem'],
    });
    expect(all.find((one) => one.type === 'story.updated')!.data.title).toBe('Cypher at the Apollo, live');
    expect(all.find((one) => one.type === 'subscriber.confirmed')!.data).toMatchObject({ email: 'nia@example.com' });

    const [withoutPersonal] = receiver.to('/no-personal');
    expect(receiver.to('/no-personal')).toHaveLength(1);
    expect(withoutPersonal.verified).toBe(true);
    expect(withoutPersonal.data).toEqual({});
  });

  it('retries a delivery the receiver refused with a 500, and sends it again when the admin asks', async () => {
    receiver.answer('/flaky', [500, 200]);
    const id = await register(stage, receiver, '/flaky', ['release.added']);
    const release = { title: 'Loosie', artist: 'MC Retry', linkUrl: 'https://music.example/loosie', type: 'single' };
    expect((await stage.admin.post('/api/releases', release)).status).toBe(201);

    const [settled] = await settledDeliveries(stage, id, 1);
    expect(settled).toEqual({ status: 'delivered', attempts: 2 });
    const got = receiver.to('/flaky');
    expect(got.map((one) => one.answered)).toEqual([500, 200]);
    // A retry is the same message: a receiver can tell it has seen it.
    expect(got[0].messageId).toBe(got[1].messageId);
    expect(got.every((one) => one.verified)).toBe(true);

    const history = await stage.admin.get(`/api/admin/webhooks/${id}/deliveries`);
    expect(history.body[0]).toMatchObject({ eventType: 'release.added', status: 'delivered', attempts: 2 });
    expect(history.body[0].lastAttempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([
      200, 500,
    ]);

    const resent = await stage.admin.post(`/api/admin/webhooks/${id}/deliveries/${history.body[0].id}/resend`);
    expect(resent.status).toBe(202);
    await waitFor(async () => receiver.to('/flaky').length === 3, { what: 'the delivery sent again' });
    expect(receiver.to('/flaky')[2]).toMatchObject({ messageId: got[0].messageId, verified: true, answered: 200 });
  });

  it('disables an endpoint that keeps failing and emails the admin who added it, once', async () => {
    receiver.answer('/down', [503]);
    const id = await register(stage, receiver, '/down', ['release.added']);
    for (const n of [1, 2]) {
      const release = {
        title: `Drop ${n}`,
        artist: 'MC Down',
        linkUrl: `https://music.example/down-${n}`,
        type: 'single',
      };
      expect((await stage.admin.post('/api/releases', release)).status).toBe(201);
    }
    const endpoint = await waitFor(
      async () => {
        const read = await stage.admin.get(`/api/admin/webhooks/${id}`);
        return read.body.enabled === false && read.body;
      },
      { timeoutMs: 60_000, what: 'the endpoint disabled' },
    );
    expect(endpoint.disabledReason).toBe('Disabled after 3 failed attempts in a row');
    const mail = await smtp.waitForMail(OWNER_EMAIL);
    expect(mail.parsed.subject).toBe('A webhook endpoint of The Cypher was disabled');
    expect(mail.parsed.text).toContain(receiver.base);
    // Nothing more goes out to it: each delivery, due again, is given up without being sent.
    await settledDeliveries(stage, id, 2);
    const settled = await stage.app.dataSource.query(
      `SELECT d.last_error, (SELECT count(*)::int FROM webhook_attempts a WHERE a.delivery_id = d.id) AS sent
       FROM webhook_deliveries d WHERE d.endpoint_id = $1`,
      [id],
    );
    expect(settled.map((row: { last_error: string }) => row.last_error)).toEqual([
      'Not sent: the endpoint is disabled',
      'Not sent: the endpoint is disabled',
    ]);
    const attempts = settled.reduce((sum: number, row: { sent: number }) => sum + row.sent, 0);
    expect(receiver.to('/down')).toHaveLength(attempts);
    // The third failure disabled it; with two jobs at once per worker, one attempt may already have been under way.
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(4);
    expect(smtp.received.filter((one) => one.to.includes(OWNER_EMAIL))).toHaveLength(1);
  });
});

describe('webhooks to a private address, without the operator allowing it', () => {
  let receiver: WebhookReceiver;
  const stage = useWorkerStage('webhooks-guard', {
    worker: { WEBHOOKS_SWEEP_EVERY_MS: '300', WEBHOOKS_RETRY_BASE_MS: '60000' },
  });

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterAll(() => receiver?.close());

  it('refuses to register it, and the worker refuses to connect to one that got in', async () => {
    const refused = await stage.admin.post('/api/admin/webhooks', {
      url: `${receiver.base}/inside`,
      events: ['release.added'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Endpoint URL resolves to a loopback address (127.0.0.1); webhook deliveries may not reach it',
    );

    // An address that pointed outside when it was added and inside now: the worker's guard decides at connect time.
    const [{ id }] = await stage.app.dataSource.query(
      `INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, '{release.added}', 'whsec_c2VjcmV0') RETURNING id`,
      [`${receiver.base}/inside`],
    );
    const release = { title: 'Inside', artist: 'MC Guard', linkUrl: 'https://music.example/inside', type: 'single' };
    expect((await stage.admin.post('/api/releases', release)).status).toBe(201);
    const attempt = await waitFor(
      async () =>
        (
          await stage.app.dataSource.query(
            `SELECT a.error, a.status_code FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
             WHERE d.endpoint_id = $1`,
            [id],
          )
        )[0],
      { timeoutMs: 30_000, what: 'the refused attempt' },
    );
    expect(attempt).toEqual({ error: 'refused: resolves to a loopback address (127.0.0.1)', status_code: null });
    expect(receiver.received).toHaveLength(0);
  });
});
