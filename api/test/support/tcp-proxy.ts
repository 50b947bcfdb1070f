import { createServer, connect, Server, Socket } from 'node:net';

export type CutMode =
  /** The port stops listening: new connections are refused, as when Postgres is stopped. */
  | 'refuse'
  /** Connections are accepted and dropped at once, as when a server crashes mid-handshake. */
  | 'reset';

/**
 * A TCP relay on 127.0.0.1 between the code under test and a real server,
 * which a test can cut (every open connection destroyed, new ones refused or
 * dropped) and restore, without touching the server others are using.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  private mode: CutMode | null = null;

  private constructor(
    private readonly target: { host: string; port: number },
    public port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, 0);
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port replaced by this proxy's. */
  routeUrl(url: string): string {
    const routed = new URL(url);
    routed.hostname = '127.0.0.1';
    routed.port = String(this.port);
    return routed.toString();
  }

  async cut(mode: CutMode = 'refuse'): Promise<void> {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (mode === 'refuse') await this.stopListening();
  }

  async restore(): Promise<void> {
    this.mode = null;
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await this.stopListening();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.relay(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private stopListening(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  private relay(client: Socket): void {
    if (this.mode) {
      client.destroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      this.sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
