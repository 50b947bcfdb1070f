import type { Request, Response } from 'express';
import { originCheck } from './origin-check.middleware';

function run(method: string, headers: Record<string, string>, trustProxy = false) {
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
  originCheck(trustProxy)(request, response, () => (passed = true));
  return { passed, status, body };
}

describe('originCheck', () => {
  it('lets reads through whatever their origin', () => {
    expect(run('GET', { host: 'site.example', origin: 'https://evil.example' }).passed).toBe(true);
    expect(run('HEAD', { host: 'site.example', origin: 'https://evil.example' }).passed).toBe(true);
  });

  it('lets writes through without Origin or Referer (curl, server-to-server)', () => {
    expect(run('POST', { host: 'site.example' }).passed).toBe(true);
  });

  it('lets same-origin writes through, comparing host and port', () => {
    expect(run('POST', { host: 'site.example', origin: 'https://site.example' }).passed).toBe(true);
    expect(run('DELETE', { host: 'localhost:3000', origin: 'http://localhost:3000' }).passed).toBe(true);
    expect(run('PATCH', { host: 'Site.Example', referer: 'https://site.example/admin' }).passed).toBe(true);
  });

  it('refuses writes from another origin, another port, Origin: null or a non-web scheme', () => {
    const crossSite: Record<string, string>[] = [
      { host: 'site.example', origin: 'https://evil.example' },
      { host: 'localhost:3000', origin: 'http://localhost:5173' },
      { host: 'site.example', origin: 'null' },
      { host: 'site.example', referer: 'file:///tmp/page.html' },
    ];
    for (const headers of crossSite) {
      const result = run('POST', headers);
      expect(result.passed).toBe(false);
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ statusCode: 403, message: expect.stringMatching(/^Cross-origin request refused/) });
    }
  });

  it('uses X-Forwarded-Host only behind a trusted proxy', () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'site.example', origin: 'https://site.example' };
    expect(run('POST', headers, true).passed).toBe(true);
    expect(run('POST', headers, false).passed).toBe(false);
  });
});
