import { CachedResponse, ResponseCache } from './response-cache';

function entry(bytes: number): CachedResponse {
  return {
    body: Buffer.alloc(bytes),
    etag: '"x"',
    totalCount: undefined,
    versions: '1',
    expiresAt: 0,
    staleUntil: 0,
    contentType: 'application/json; charset=utf-8',
    encoded: {},
  };
}

describe('ResponseCache', () => {
  it('drops the least recently used entry when over its entry cap', () => {
    const cache = new ResponseCache(2, 1_000_000);
    cache.set('a', entry(10));
    cache.set('b', entry(10));
    cache.get('a');
    cache.set('c', entry(10));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('stays under its byte budget and refuses what could never fit', () => {
    const cache = new ResponseCache(100, 3_000);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, entry(1_000));
    expect(cache.totalBytes).toBeLessThanOrEqual(3_000);
    expect(cache.get('d')).toBeDefined();
    cache.set('huge', entry(10_000));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('counts compressed bodies added later and forgets deleted entries', () => {
    const cache = new ResponseCache(100, 2_000);
    const first = entry(600);
    cache.set('a', first);
    cache.set('b', entry(600));
    first.encoded.gzip = Buffer.alloc(700);
    cache.grew('a', first, 700);
    expect(cache.totalBytes).toBeLessThanOrEqual(2_000);
    cache.deleteWhere(() => true);
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });
});
