import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/worker-process';
import { untilHealthy } from '../../../scripts/lib/readiness.cjs';
import { spawnService, type ServiceProcess } from '../../../scripts/lib/service-process.cjs';

jest.setTimeout(90_000);

const API_ENTRY = join(__dirname, '..', '..', '..', 'dist', 'api', 'src', 'main.js');

/**
 * Whoever reads the request logs (an operator, a log service, a leaked backup)
 * must not learn a reader's anonymous session id, a signed unsubscribe or
 * confirmation token, or a session cookie: each is enough to act as its owner.
 */
describe('request logs keep no tokens or session ids', () => {
  let api: ServiceProcess | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = spawnService({
      name: 'api',
      script: API_ENTRY,
      env: { ...process.env, PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      output: 'capture',
    });
    await untilHealthy(baseUrl, { service: api, timeoutMs: 60_000 });
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('logs each request with its secrets masked', async () => {
    const secret = (label: string) => `${label}${randomBytes(12).toString('hex')}`;
    const sessionId = `session-${Date.now()}-${randomBytes(6).toString('hex')}`;
    const unsubscribeToken = secret('unsub');
    const confirmToken = secret('confirm');
    const cookie = secret('cookie');

    const answers = [
      await fetch(`${baseUrl}/api/personalization/recommendations?sessionId=${sessionId}&limit=3`),
      await fetch(`${baseUrl}/api/subscriptions/one-click-unsubscribe?token=${unsubscribeToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      await fetch(`${baseUrl}/api/health?ping=1`, {
        headers: { referer: `${baseUrl}/subscribe/confirm?token=${confirmToken}`, cookie: `connect.sid=${cookie}` },
      }),
    ];
    expect(answers.map((answer) => answer.status).every((status) => status < 500)).toBe(true);

    const logged = await waitFor(
      async () => {
        const output = api!.output();
        return output.includes('one-click-unsubscribe') && output.includes('/api/health?ping=1') ? output : undefined;
      },
      { timeoutMs: 20_000, what: 'the API to log the three requests' },
    );
    expect(logged).toContain('/api/personalization/recommendations?sessionId=[redacted]&limit=3');
    expect(logged).toContain('/api/subscriptions/one-click-unsubscribe?token=[redacted]');
    for (const value of [sessionId, unsubscribeToken, confirmToken, cookie]) {
      expect({ value, found: logged.includes(value) }).toEqual({ value, found: false });
    }
  });
});
