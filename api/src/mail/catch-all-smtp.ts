import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createDataSource } from '../database/data-source';
import { OutboxStore } from '../modules/outbox/outbox.store';

export interface CatchAllSmtp {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The local mail server `npm start` runs when SMTP_URL is unset: it accepts
 * every message on 127.0.0.1 and keeps it in the outbox table instead of
 * delivering it, so the admin's Outbox page shows exactly what would go out.
 * When the database cannot take a message it answers 451, and the worker's
 * email job retries as it would with a real server.
 */
export async function startCatchAllSmtp(options: {
  databaseUrl: string;
  port: number;
  log?: (message: string) => void;
}): Promise<CatchAllSmtp> {
  const dataSource = createDataSource(options.databaseUrl, 2);
  await dataSource.initialize();
  const outbox = new OutboxStore(dataSource);
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'The Cypher catch-all: nothing leaves this machine',
    logger: false,
    // Accept any login, so an SMTP_URL with user:pass pointing here still works.
    onAuth: (_auth, _session, callback) => callback(null, { user: 'local' }),
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dataSource.destroy();
    },
  };
}
