import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  messageId: string;
  type: string;
  data: Record<string, unknown>;
  /** Whether the signature verified with the endpoint's secret, as a receiver's standardwebhooks would check it. */
  verified: boolean;
  /** The status this receiver answered. */
  answered: number;
}

/**
 * A webhook receiver on 127.0.0.1, as an integrator would write one: it
 * verifies each delivery with the `standardwebhooks` package and the secret
 * the Webhooks page showed, and answers what the spec tells it to per path
 * (200 unless `answers` says otherwise, in order, then the last one again).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly answers = new Map<string, number[]>();

  private constructor(
    private readonly server: Server,
    readonly base: string,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const started: { receiver?: WebhookReceiver } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = started.receiver!.take(
          request.url ?? '/',
          Buffer.concat(chunks).toString('utf8'),
          request.headers,
        );
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started.receiver = new WebhookReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return started.receiver;
  }

  /** The secret to verify deliveries to `path` with (the one the API answered on registration). */
  verifyWith(path: string, secret: string): void {
    this.secrets.set(path, secret);
  }

  answer(path: string, statuses: number[]): void {
    this.answers.set(path, [...statuses]);
  }

  to(path: string): ReceivedWebhook[] {
    return this.received.filter((one) => one.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(path: string, body: string, headers: IncomingHttpHeaders): number {
    const queue = this.answers.get(path) ?? [200];
    const status = queue.length > 1 ? queue.shift()! : queue[0];
    const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
    this.received.push({
      path,
      messageId: String(headers['webhook-id']),
      type: parsed.type,
      data: parsed.data,
      verified: this.verifies(path, body, headers),
      answered: status,
    });
    return status;
  }

  private verifies(path: string, body: string, headers: IncomingHttpHeaders): boolean {
    const secret = this.secrets.get(path);
    if (!secret) return false;
    try {
      new Webhook(secret).verify(body, {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      });
      return true;
    } catch {
      return false;
    }
  }
}
