import { join } from 'node:path';
import { untilSaidReady } from '../../../scripts/lib/readiness.cjs';
import { spawnService } from '../../../scripts/lib/service-process.cjs';
import { freePort } from '../../../api/test/support/free-port';

/** One activity the follower's inbox accepted (its signature verified), as the follower read it. */
export interface ReceivedActivity {
  type: 'Accept' | 'Create' | 'Update' | 'Delete';
  id: string | null;
  actor: string | null;
  object: string | null;
  objectType: string | null;
  name: string | null;
  url: string | null;
  image: string | null;
  tags: (string | null)[];
}

/** The follower app (fediverse-follower-app.mjs) as a process of its own, and the way a spec drives it. */
export class FediverseFollower {
  private constructor(
    readonly origin: string,
    private readonly service: ReturnType<typeof spawnService>,
  ) {}

  static async start(): Promise<FediverseFollower> {
    const port = await freePort();
    const service = spawnService({
      name: 'fediverse follower',
      script: join(__dirname, 'fediverse-follower-app.mjs'),
      cwd: join(__dirname, '..', '..', '..'),
      env: { ...process.env, FOLLOWER_PORT: String(port) },
      output: 'capture',
    });
    await untilSaidReady(service, 30_000);
    return new FediverseFollower(`http://127.0.0.1:${port}`, service);
  }

  get actorUri(): string {
    return `${this.origin}/users/reader`;
  }

  output(): string {
    return this.service.output();
  }

  async received(): Promise<ReceivedActivity[]> {
    const response = await fetch(`${this.origin}/control/received`);
    return (await response.json()) as ReceivedActivity[];
  }

  follow(actor: string): Promise<void> {
    return this.control('/control/follow', { actor });
  }

  unfollow(actor: string): Promise<void> {
    return this.control('/control/unfollow', { actor });
  }

  like(actor: string, object: string): Promise<void> {
    return this.control('/control/like', { actor, object });
  }

  reply(actor: string, object: string): Promise<void> {
    return this.control('/control/reply', { actor, object });
  }

  async stop(): Promise<void> {
    await this.service.stop('SIGTERM');
  }

  private async control(path: string, body: Record<string, string>): Promise<void> {
    const response = await fetch(`${this.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 204) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
}
