import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchText } from './http-fetch';

describe('fetchText', () => {
  let server: Server;
  let base: string;
  let sentBytes = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/endless') {
        // No Content-Length: only reading can tell how big it is.
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (!response.destroyed && sentBytes < 60 * 1024 * 1024) {
            sentBytes += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        response.on('close', () => undefined);
        pump();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(Buffer.from('<meta charset="windows-1252"><p>Beyonc\u00e9 \u0092</p>', 'latin1'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('stops reading a body without a length the moment it passes the cap', async () => {
    const outcome = await fetchText(`${base}/endless`, {
      timeoutMs: 20_000,
      maxBytes: 1024 * 1024,
      allowPrivateAddresses: true,
    });
    expect(outcome).toEqual({
      kind: 'error',
      url: `${base}/endless`,
      reason: 'response too large (more than 1048576 bytes)',
      status: 200,
    });
    // The sender was cut off long before its 60 MB (socket buffers allow some slack).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentBytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('decodes the body by the charset the page declares', async () => {
    const outcome = await fetchText(`${base}/page`, { timeoutMs: 5_000, allowPrivateAddresses: true });
    expect(outcome).toMatchObject({ kind: 'ok', body: '<meta charset="windows-1252"><p>Beyoncé ’</p>' });
  });
});
