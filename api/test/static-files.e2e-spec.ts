import fs from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, TestApp } from './support/test-app';

const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with its path sent exactly as written (no normalising of `..` or escapes) and the bytes as they came. */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The hashed entry script and stylesheet of the build, from its manifest. */
function builtEntry(): { script: string; style: string } {
  const manifest = JSON.parse(fs.readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry?.css?.[0]) throw new Error('the build has no entry chunk with a stylesheet');
  return { script: `/${entry.file}`, style: `/${entry.css[0]}` };
}

/**
 * The web build's files as the browser gets them: from memory, in the
 * precompressed coding it asks for, with strong ETags, 304s and the site's
 * security headers, never looking at the disk per request. Needs the web
 * build (`npm run build:web`).
 */
describe('static files from memory', () => {
  let t: TestApp;
  let entry: { script: string; style: string };

  beforeAll(async () => {
    if (!fs.existsSync(join(WEB_DIST, 'index.html'))) throw new Error('run `npm run build:web` first');
    entry = builtEntry();
    t = await startTestApp({ WEB_DIST_DIR: WEB_DIST });
  });
  afterAll(() => t?.close());

  it('answers br, gzip or identity by Accept-Encoding, each the same bytes as the file on disk', async () => {
    const onDisk = fs.readFileSync(join(WEB_DIST, entry.script));

    const brotli = await raw(t.url, entry.script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(onDisk)).toBe(true);

    const gzip = await raw(t.url, entry.script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(onDisk)).toBe(true);

    const plain = await raw(t.url, entry.script, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(onDisk)).toBe(true);

    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    // Each coding is its own representation with its own strong tag.
    expect(new Set([brotli, gzip, plain].map((answer) => answer.headers.etag)).size).toBe(3);
    expect(brotli.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('sends the brotli copy the build wrote, not one made per request', async () => {
    const answer = await raw(t.url, entry.style, { 'accept-encoding': 'br' });
    expect(answer.body.equals(fs.readFileSync(join(WEB_DIST, `${entry.style}.br`)))).toBe(true);
  });

  it('answers 304 to If-None-Match of any coding, and HEAD with the headers of GET and no body', async () => {
    const first = await raw(t.url, entry.script, { 'accept-encoding': 'br' });
    const again = await raw(t.url, entry.script, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const otherCoding = await raw(t.url, entry.script, {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag as string,
    });
    expect(otherCoding.status).toBe(304);
    const stale = await raw(t.url, entry.script, { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);

    const head = await raw(t.url, entry.script, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['etag', 'content-length', 'content-encoding', 'content-type', 'cache-control', 'vary']) {
      expect(head.headers[name]).toBe(first.headers[name]);
    }
  });

  it('serves the files of the public folder, revalidated on every use', async () => {
    const favicon = await raw(t.url, '/favicon.svg', { 'accept-encoding': 'identity' });
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.body.equals(fs.readFileSync(join(WEB_DIST, 'favicon.svg')))).toBe(true);
  });

  it('answers 404 for an unknown asset and refuses every way out of the build folder', async () => {
    const unknown = await raw(t.url, '/assets/not-a-built-file-123.js');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    for (const path of [
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/%2e%2e/package.json',
      '/../package.json',
      '/.vite/manifest.json',
      '/assets/..\\..\\package.json',
    ]) {
      const answer = await raw(t.url, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body.toString()).not.toContain('"workspaces"');
      expect(answer.body.toString()).not.toContain('"isEntry"');
    }
  });

  it('never looks at the disk for an API request or a static file', async () => {
    const fsCalls: string[] = [];
    // The module object the server's code (express, send) calls into: each spy records, then does the real thing.
    const watched = (['stat', 'statSync', 'lstat', 'existsSync', 'createReadStream', 'readFile'] as const).map(
      (name) => {
        const original = fs[name] as (...args: unknown[]) => unknown;
        return jest.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
          if (String(args[0]).includes(WEB_DIST)) fsCalls.push(`${name} ${String(args[0])}`);
          return original(...args);
        }) as never);
      },
    );
    // The watch sees a look at the build folder (so an empty list below means something).
    fs.existsSync(join(WEB_DIST, 'index.html'));
    expect(fsCalls).toHaveLength(1);
    fsCalls.length = 0;
    try {
      await raw(t.url, '/api/articles?limit=1');
      await raw(t.url, '/api/no-such-route');
      await raw(t.url, '/api/health');
      await raw(t.url, entry.script, { 'accept-encoding': 'br' });
      await raw(t.url, '/favicon.svg');
    } finally {
      for (const spy of watched) spy.mockRestore();
    }
    expect(fsCalls).toEqual([]);
  });
});
