import { connect } from 'node:net';
import { createTransport } from 'nodemailer';
import type { OutboxMessageSummary } from '../../src/shared/contracts/admin';
import {
  launchNpmStart,
  NpmStart,
  signInAsPrintedOwner,
  subscribeAda,
  waitUntilUp,
} from '../support/npm-start-process';
import { waitFor } from '../support/worker-process';

/** The first line a TCP server answers to `line`. */
function firstReply(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(line));
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer on port ${port}`)));
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n')) {
        socket.destroy();
        resolve(received.split('\r\n')[0]);
      }
    });
    socket.on('error', reject);
  });
}

/**
 * The private Redis and the catch-all SMTP server that `npm start` runs listen on
 * 127.0.0.1, where any program or user of the machine can reach them: without a
 * password one could read or add jobs, or write into the admin's Outbox.
 */
describe('npm start: its private Redis and catch-all SMTP ask for credentials', () => {
  let started: NpmStart;

  afterAll(async () => {
    await started?.close();
  });

  it('refuses a client without the password, while the app itself still queues jobs and sends mail', async () => {
    started = await launchNpmStart({});
    const site = `http://127.0.0.1:${started.port}`;
    await waitUntilUp(started);

    expect(await firstReply(started.redisPort, 'PING\r\n')).toMatch(/^-NOAUTH/);

    const stranger = createTransport({ host: '127.0.0.1', port: started.smtpPort, secure: false, ignoreTLS: true });
    const refused = await stranger
      .sendMail({ from: 'x@example.com', to: 'y@example.com', subject: 'hi', text: 'hi' })
      .then(
        () => null,
        (error: { responseCode?: number }) => error,
      );
    stranger.close();
    expect(refused?.responseCode).toBe(530);

    // The generated passwords reach the api and worker only, never the terminal.
    const redisPassword = new URL(started.apiEnv('REDIS_URL')!).password;
    const smtpPassword = new URL(started.apiEnv('SMTP_URL')!).password;
    expect(redisPassword.length).toBeGreaterThanOrEqual(32);
    expect(smtpPassword.length).toBeGreaterThanOrEqual(32);
    expect(started.output()).not.toContain(redisPassword);
    expect(started.output()).not.toContain(smtpPassword);

    // The app signs in to both: a reader's confirmation email goes through the queue and the SMTP server.
    const subscribed = await subscribeAda(site);
    expect(subscribed.status).toBe(201);
    const { status: loginStatus, cookie } = await signInAsPrintedOwner(site, () => started.output());
    expect(loginStatus).toBe(200);
    const confirmation = await waitFor(
      async () => {
        const list = await fetch(`${site}/api/admin/outbox`, { headers: { cookie } });
        const items = (await list.json()) as OutboxMessageSummary[];
        return items.find((item) => item.to.includes('ada@example.com'));
      },
      { timeoutMs: 60_000, what: "the reader's confirmation email to reach the Outbox" },
    );
    expect(confirmation.subject).toMatch(/confirm/i);
  }, 240_000);
});
