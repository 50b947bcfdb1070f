import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { GENERATED } from './generated-fixtures';
import { LoopbackServer } from './loopback-server';

const FIXTURES = join(__dirname, '..', 'fixtures');
const LAST_MODIFIED = 'Fri, 20 Nov 2026 18:00:00 GMT';

const TYPES: Record<string, string> = {
  '.xml': 'application/rss+xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface Gate {
  /** Resolves when the first request for the held path arrives (and is parked). */
  reached: Promise<void>;
  release: () => void;
}

/**
 * Plays the remote sites: serves files WE wrote under worker/test/fixtures on
 * 127.0.0.1 (a random port), with {{BASE}} replaced by its own address.
 *   /feeds/<file>    a fixture, with an ETag (feeds honour If-None-Match)
 *   /lm/<file>       a fixture with Last-Modified only (honours If-Modified-Since)
 *   /articles/<f>    article pages; /releases/<f> release pages
 *   /status/<code>   an empty answer with that status
 *   /hang            never answers (until the server closes): a timeout
 *   /generated/<f>   bodies too large or too repetitive to keep as files, made as
 *                    they are sent (see generated-fixtures.ts), without a length
 * Files named *.latin1.* are sent as ISO-8859-1 bytes, with no charset in the
 * Content-Type header: the document's own declaration has to be read.
 * `hold(path)` parks the first request for a path until released, to catch a
 * worker in the middle of a job. Every request is logged.
 */
export class FixtureServer extends LoopbackServer {
  readonly requests: { path: string; status: number; conditional: boolean }[] = [];
  /** When false the server ignores conditional headers, as many real sites do. */
  conditional = true;
  private readonly gates = new Map<string, { parked: boolean; reached: () => void; waiting: Promise<void> }>();

  static async start(): Promise<FixtureServer> {
    const fixtures = new FixtureServer();
    await fixtures.listen((request, response) => void fixtures.handle(request, response));
    return fixtures;
  }

  hold(path: string): Gate {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    const waiting = new Promise<void>((resolve) => (release = resolve));
    this.gates.set(path, { parked: false, reached, waiting });
    return { reached: reachedPromise, release };
  }

  count(path: string): number {
    return this.requests.filter((request) => request.path === path).length;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', this.base).pathname;
    const conditional = Boolean(request.headers['if-none-match'] || request.headers['if-modified-since']);
    const log = (status: number): void => {
      this.requests.push({ path, status, conditional });
    };
    response.on('error', () => undefined);

    const gate = this.gates.get(path);
    if (gate && !gate.parked) {
      gate.parked = true;
      gate.reached();
      await gate.waiting;
    }

    if (path === '/hang') {
      log(0);
      return;
    }
    const status = /^\/status\/(\d{3})$/.exec(path);
    if (status) {
      log(Number(status[1]));
      response.writeHead(Number(status[1]), { 'content-type': 'text/plain' }).end();
      return;
    }

    const generated = GENERATED[path];
    if (generated) {
      log(200);
      response.writeHead(200, { 'content-type': generated.contentType });
      for (const chunk of generated.chunks(this.base)) {
        if (response.destroyed) return;
        if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
      }
      response.end();
      return;
    }

    const body = this.read(path);
    if (body === null) {
      log(404);
      response
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Not found</title><h1>404</h1>');
      return;
    }
    const latin1 = path.includes('.latin1.');
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': latin1 ? type.replace(/; charset=.*$/, '') : type };
    if (path.startsWith('/lm/')) {
      headers['last-modified'] = LAST_MODIFIED;
      if (this.conditional && request.headers['if-modified-since'] === LAST_MODIFIED) {
        log(304);
        response.writeHead(304, headers).end();
        return;
      }
    } else if (path.startsWith('/feeds/')) {
      headers.etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      if (this.conditional && request.headers['if-none-match'] === headers.etag) {
        log(304);
        response.writeHead(304, headers).end();
        return;
      }
    }
    log(200);
    response.writeHead(200, headers).end(Buffer.from(body, latin1 ? 'latin1' : 'utf8'));
  }

  /** /feeds/x and /lm/x map to fixtures/x; /articles and /releases pages map to their folders. */
  private read(path: string): string | null {
    const relative = normalize(path.replace(/^\/(feeds|lm)\//, '/')).replace(/^\/+/, '');
    if (relative.startsWith('..')) return null;
    try {
      const encoding = relative.includes('.latin1.') ? 'latin1' : 'utf8';
      return readFileSync(join(FIXTURES, relative), encoding).replace(/\{\{BASE\}\}/g, this.base);
    } catch {
      return null;
    }
  }
}
