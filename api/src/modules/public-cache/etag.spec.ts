import { etagForCoding, ifNoneMatchHits, strongEtag } from './etag';

describe('etags', () => {
  const body = Buffer.from('[{"id":1}]');

  it('is strong, quoted and decided by the bytes and the total', () => {
    const tag = strongEtag(body, '1');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(strongEtag(Buffer.from('[{"id":1}]'), '1')).toBe(tag);
    expect(strongEtag(body, '2')).not.toBe(tag);
    expect(strongEtag(Buffer.from('[{"id":2}]'), '1')).not.toBe(tag);
  });

  it('names each content coding apart and matches any of them on If-None-Match', () => {
    const tag = strongEtag(body, undefined);
    const gzip = etagForCoding(tag, 'gzip');
    expect(gzip).not.toBe(tag);
    expect(gzip).toMatch(/-gzip"$/);
    expect(ifNoneMatchHits(gzip, tag)).toBe(true);
    expect(ifNoneMatchHits(`"nope", W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"nope"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});
