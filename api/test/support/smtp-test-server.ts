import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { waitFor } from './worker-process';

/** How the server answers one message: accept it, or refuse it with an SMTP status and text. */
export type SmtpVerdict = { accept: true } | { accept: false; code: number; text: string };

export interface ReceivedMail {
  parsed: ParsedMail;
  to: string[];
  receivedAt: number;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  /** Every message the server accepted, parsed with mailparser. */
  received: ReceivedMail[];
  /** Every DATA or RCPT attempt, refused ones included, with the verdict given. */
  attempts: { to: string[]; code: number; at: number }[];
  /** Decides the verdict of each attempt (by its 1-based number); accepts all by default. */
  respond: (decide: (attemptNumber: number, to: string[]) => SmtpVerdict) => void;
  waitForMail: (to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Stops listening (the port is refused) until start() is called again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

function refusal(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) for the worker to
 * deliver to: no TLS, no auth, so the worker's nodemailer speaks plain SMTP to
 * it exactly as it would to Mailpit or a provider's relay.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const attempts: SmtpTestServer['attempts'] = [];
  let decide: (n: number, to: string[]) => SmtpVerdict = () => ({ accept: true });
  let server: SMTPServer | null = null;

  const recipients = (session: SMTPServerSession) => session.envelope.rcptTo.map((r) => r.address.toLowerCase());

  const create = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const to = recipients(session);
        const verdict = decide(attempts.length + 1, to);
        attempts.push({ to, code: verdict.accept ? 250 : verdict.code, at: Date.now() });
        simpleParser(stream)
          .then((parsed) => {
            if (!verdict.accept) return callback(refusal(verdict.code, verdict.text));
            received.push({ parsed, to, receivedAt: Date.now() });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  const listen = async (wanted: number) => {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(wanted, '127.0.0.1', () => resolve());
    });
    // A worker killed mid-conversation resets its connections; smtp-server reports that as an
    // 'error' event, which would otherwise be unhandled and fail whichever spec runs at the time.
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
    return (server.server.address() as AddressInfo).port;
  };

  const boundPort = await listen(port);
  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    attempts,
    respond: (next) => (decide = next),
    waitForMail: (to, predicate = () => true, timeoutMs = 20_000) =>
      waitFor(async () => received.find((mail) => mail.to.includes(to.toLowerCase()) && predicate(mail)), {
        timeoutMs,
        intervalMs: 50,
        what: `an email to ${to}`,
      }),
    stop,
    start: async () => {
      await listen(boundPort);
    },
    close: stop,
  };
}

/** The first link in the plain-text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const text = mail.parsed.text ?? '';
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s\\]>)]+`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}

/** A header exactly as sent (mailparser folds List-* headers into one structured 'list' header). */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}
