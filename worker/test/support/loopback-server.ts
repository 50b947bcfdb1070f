import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A fixture site on 127.0.0.1 at a free port. Closing it drops every open
 * connection at once, so a request a fixture left hanging (a timeout test)
 * cannot keep the spec waiting.
 */
export abstract class LoopbackServer {
  base = '';
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  protected async listen(handler: RequestListener): Promise<void> {
    const server = createServer(handler);
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
