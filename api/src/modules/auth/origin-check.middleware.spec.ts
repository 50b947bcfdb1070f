import type { Request, Response } from 'express';
import { originCheck } from './origin-check.middleware';

function run(method: string, headers: Record<string, string>, publicUrl = 'https://site.example') {
  const request = { method, headers } as unknown as Request;
  let status: number | null = null;
  let body: unknown = null;
  const response = {
    status(code: number) {
      status = code;
      return this;
    },
    json(payload: unknown) {
      body = payload;
      return this;
    },
  } as unknown as Response;
  let passed = false;
  originCheck(publicUrl)(request, response, () => (passed = true));
  return { passed, status, body };
}

describe('originCheck', () => {
  it('lets reads through whatever their origin', () => {
    expect(run('GET', { origin: 'https://evil.example' }).passed).toBe(true);
    expect(run('HEAD', { origin: 'https://evil.example' }).passed).toBe(true);
  });

  it('lets writes through without Origin or Referer (curl, server-to-server)', () => {
    expect(run('POST', { host: 'site.example' }).passed).toBe(true);
  });

  it("lets writes from PUBLIC_URL's origin through: scheme, host and port, the default port implied", () => {
    expect(run('POST', { origin: 'https://site.example' }).passed).toBe(true);
    expect(run('POST', { origin: 'https://site.example:443' }).passed).toBe(true);
    expect(run('PATCH', { referer: 'https://Site.Example/admin?tab=articles' }).passed).toBe(true);
    expect(run('DELETE', { origin: 'http://localhost:3000' }, 'http://localhost:3000').passed).toBe(true);
    expect(run('POST', { origin: 'https://site.example' }, 'https://site.example/cypher').passed).toBe(true);
  });

  it('refuses another scheme, host or port, Origin: null or a non-web scheme', () => {
    const crossSite: [Record<string, string>, string?][] = [
      [{ origin: 'https://evil.example' }],
      [{ origin: 'http://site.example' }],
      [{ origin: 'https://site.example:8443' }],
      [{ origin: 'https://localhost:3000' }, 'http://localhost:3000'],
      [{ origin: 'http://localhost:5173' }, 'http://localhost:3000'],
      [{ origin: 'http://127.0.0.1:3000' }, 'http://localhost:3000'],
      [{ origin: 'https://site.example.evil.example' }],
      [{ origin: 'null' }],
      [{ referer: 'file:///tmp/page.html' }],
    ];
    for (const [headers, publicUrl] of crossSite) {
      const result = run('POST', headers, publicUrl);
      expect(result.passed).toBe(false);
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ statusCode: 403, message: expect.stringMatching(/^Cross-origin request refused/) });
    }
  });

  it('never takes the site from the Host or X-Forwarded-Host header', () => {
    const rebound = { host: 'rebound.example', origin: 'http://rebound.example' };
    expect(run('POST', rebound).passed).toBe(false);
    const forwarded = { host: 'internal:3000', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
    expect(run('POST', forwarded).passed).toBe(false);
  });
});
