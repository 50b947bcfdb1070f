import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RefusedAddressError, guardedAgent, refusalOf } from './address-guard';
import { fetchText, fetchThrough } from './http-fetch';

/** A fixture server that counts what reaches it. */
async function countingServer(
  host: string,
  handler: (url: string, response: import('node:http').ServerResponse) => void,
) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request.url ?? '', response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { server, base, hits };
}

describe('the scrapers’ address guard', () => {
  let target: Awaited<ReturnType<typeof countingServer>>;
  let redirector: Awaited<ReturnType<typeof countingServer>>;

  beforeAll(async () => {
    target = await countingServer('127.0.0.2', (_url, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end('<rss><channel><title>internal</title></channel></rss>');
    });
    redirector = await countingServer('127.0.0.1', (url, response) => {
      response.writeHead(302, { location: `${target.base}/secret${url}` });
      response.end();
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => target.server.close(resolve));
    await new Promise((resolve) => redirector.server.close(resolve));
  });

  beforeEach(() => {
    target.hits.length = 0;
    redirector.hits.length = 0;
  });

  it('refuses an IP literal on loopback before connecting', async () => {
    const outcome = await fetchText(`${target.base}/feed.xml`, { timeoutMs: 5_000, allowPrivateAddresses: false });
    expect(outcome).toEqual({
      kind: 'error',
      url: `${target.base}/feed.xml`,
      reason: 'refused: resolves to a loopback address (127.0.0.2)',
    });
    expect(target.hits).toEqual([]);
  });

  it('refuses a name that resolves to loopback (checked on the address the socket would use)', async () => {
    const port = (redirector.server.address() as AddressInfo).port;
    const outcome = await fetchText(`http://localhost:${port}/feed.xml`, {
      timeoutMs: 5_000,
      allowPrivateAddresses: false,
    });
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.reason).toMatch(
      /^refused: resolves to a loopback address \((127\.0\.0\.1|::1)\)$/,
    );
    expect(redirector.hits).toEqual([]);
  });

  it('refuses a redirect hop to a restricted address, and nothing reaches it', async () => {
    // Here 127.0.0.1 plays a public site and only 127.0.0.2 is restricted, so the first hop is served.
    const onlySecond = guardedAgent(5_000, (address) => (address === '127.0.0.2' ? refusalOf(address) : null));
    const outcome = await fetchThrough(onlySecond, `${redirector.base}/feed.xml`, { timeoutMs: 5_000 });
    expect(outcome).toEqual({
      kind: 'error',
      url: `${redirector.base}/feed.xml`,
      reason: 'refused: resolves to a loopback address (127.0.0.2)',
    });
    expect(redirector.hits).toEqual(['/feed.xml']);
    expect(target.hits).toEqual([]);
    await onlySecond.close();
  });

  it('follows the same redirect when private addresses are allowed (the tests’ escape hatch)', async () => {
    const outcome = await fetchText(`${redirector.base}/feed.xml`, { timeoutMs: 5_000, allowPrivateAddresses: true });
    expect(outcome).toMatchObject({ kind: 'ok', url: `${target.base}/secret/feed.xml` });
    expect(target.hits).toEqual(['/secret/feed.xml']);
  });

  it.each([
    ['file:///etc/passwd', 'refused: file: is not http or https'],
    ['gopher://127.0.0.1:70/', 'refused: gopher: is not http or https'],
    ['not a url', 'refused: not a valid URL'],
  ])('refuses %s by its scheme', async (url, reason) => {
    expect(await fetchText(url, { timeoutMs: 1_000, allowPrivateAddresses: true })).toEqual({
      kind: 'error',
      url,
      reason,
    });
  });

  it.each([
    ['[::1]', 'a loopback address (::1)'],
    ['[::ffff:127.0.0.1]', 'a loopback address (::ffff:7f00:1)'],
    ['[fe80::1]', 'a link-local address (fe80::1)'],
    ['169.254.169.254', 'a link-local address (169.254.169.254)'],
    ['10.0.0.5', 'a private address (10.0.0.5)'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address (100.64.0.1)'],
  ])('refuses the literal %s as %s', async (host, words) => {
    const url = `http://${host}/latest/meta-data/`;
    const outcome = await fetchText(url, { timeoutMs: 2_000, allowPrivateAddresses: false });
    expect(outcome).toEqual({ kind: 'error', url, reason: `refused: resolves to ${words}` });
  });

  it('names the error so the fetch can tell it from network trouble', () => {
    expect(refusalOf('10.0.0.5')).toBeInstanceOf(RefusedAddressError);
    expect(refusalOf('10.0.0.5')?.message).toBe('refused: resolves to a private address (10.0.0.5)');
    expect(refusalOf('93.184.216.34')).toBeNull();
  });
});
