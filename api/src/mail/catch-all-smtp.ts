import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createDataSource } from '../database/data-source';
import { OutboxStore } from '../modules/outbox/outbox.store';

export interface CatchAllSmtp {
  /** smtp://user:pass@127.0.0.1:port when a login is required: hand it to the app, never print it. */
  url: string;
  /** The url without its password, for a log line. */
  shownUrl: string;
  stop: () => Promise<void>;
}

/**
 * The local mail server `npm start` runs when SMTP_URL is unset: it accepts
 * every message on 127.0.0.1 and keeps it in the outbox table instead of
 * delivering it, so the admin's Outbox page shows exactly what would go out.
 * When the database cannot take a message it answers 451, and the worker's
 * email job retries as it would with a real server. Given `login`, it takes
 * mail only from a client that signs in with it: any program on the machine
 * could otherwise write into the admin's Outbox.
 */
export async function startCatchAllSmtp(options: {
  databaseUrl: string;
  port: number;
  log?: (message: string) => void;
  login?: { user: string; pass: string };
}): Promise<CatchAllSmtp> {
  const login = options.login;
  const dataSource = createDataSource(options.databaseUrl, 2);
  await dataSource.initialize();
  const outbox = new OutboxStore(dataSource);
  const server = new SMTPServer({
    secure: false,
    authOptional: !login,
    // Loopback only, so a login in clear text crosses no network.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'The Cypher catch-all: nothing leaves this machine',
    logger: false,
    // Without a required login any login is accepted, so an SMTP_URL with user:pass pointing here still works.
    onAuth: (auth, _session, callback) => {
      if (!login || (sameText(auth.username ?? '', login.user) && sameText(auth.password ?? '', login.pass))) {
        return callback(null, { user: 'local' });
      }
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) =>
          outbox.save({
            messageId: parsed.messageId ?? null,
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            text: parsed.text ?? null,
            headers: parsed.headerLines.map(({ line }) => {
              const colon = line.indexOf(':');
              return { name: line.slice(0, colon), value: line.slice(colon + 1).trim() };
            }),
          }),
        )
        .then(() => callback())
        .catch((error: Error) => {
          options.log?.(`catch-all could not keep a message: ${error.message}`);
          callback(Object.assign(new Error('Local outbox unavailable, try again later'), { responseCode: 451 }));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    shownUrl: `smtp://${login ? `${encodeURIComponent(login.user)}:***@` : ''}127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dataSource.destroy();
    },
  };
}

function sameText(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
