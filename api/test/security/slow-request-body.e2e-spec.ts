import { connect, type Socket } from 'node:net';
import { useTestApp } from '../support/use-test-app';

const REQUEST_TIMEOUT_MS = 2_000;
const HEADERS_TIMEOUT_MS = 1_000;
// Node checks its deadlines on a timer; the answer may come a little after the deadline, never minutes after.
const CUT_OFF_WITHIN_MS = REQUEST_TIMEOUT_MS + 3_000;

interface Trickle {
  /** What the server wrote back before closing, if anything. */
  answer: () => string;
  closed: () => boolean;
  stop: () => void;
}

/** Writes `head`, then one byte of `rest` every `everyMs` (as a slow or malicious client would), until closed. */
function trickle(port: number, head: string, rest: string, everyMs: number): Trickle {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  let closed = false;
  let sent = 0;
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('close', () => (closed = true));
  socket.on('error', () => (closed = true));
  socket.on('connect', () => socket.write(head));
  const timer = setInterval(() => {
    if (closed || sent >= rest.length) return;
    socket.write(rest[sent++]);
  }, everyMs);
  return {
    answer: () => answer,
    closed: () => closed,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

async function closedWithin(connection: Trickle, deadlineMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (connection.closed()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * A client that sends its request a byte at a time holds a connection, and the
 * memory behind it, for as long as the server waits: Node's own default is five
 * minutes per request, so a few hundred such clients exhaust a process.
 */
describe('a request sent too slowly is cut off', () => {
  const t = useTestApp(
    { HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) },
    { emptyTablesBeforeEach: false },
  );
  const port = () => Number(new URL(t.url).port);

  it('answers 408 and closes the connection when the body trickles in past the request timeout', async () => {
    const body = JSON.stringify({ firstName: 'Slow', lastName: 'Loris', email: 'slow@example.com' });
    const head =
      'POST /api/subscriptions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const connection = trickle(port(), head, body, 200);
    try {
      const closedAfterMs = await closedWithin(connection, CUT_OFF_WITHIN_MS);
      console.log(`slow body: connection closed after ${closedAfterMs} ms (request timeout ${REQUEST_TIMEOUT_MS} ms)`);
      expect(closedAfterMs).not.toBeNull();
      expect(connection.answer()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      connection.stop();
    }
  });

  it('closes the connection when the headers trickle in past the headers timeout', async () => {
    const connection = trickle(
      port(),
      '',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(200),
      100,
    );
    try {
      const closedAfterMs = await closedWithin(connection, CUT_OFF_WITHIN_MS);
      console.log(
        `slow headers: connection closed after ${closedAfterMs} ms (headers timeout ${HEADERS_TIMEOUT_MS} ms)`,
      );
      expect(closedAfterMs).not.toBeNull();
      expect(connection.answer()).toMatch(/^(HTTP\/1\.1 408|$)/);
    } finally {
      connection.stop();
    }
  });
});
