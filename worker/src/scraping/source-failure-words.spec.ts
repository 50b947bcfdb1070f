import { readableFailure, sharedFailureSentence } from './source-failure-words';

describe('readableFailure', () => {
  it('turns network error codes into words and keeps the host', () => {
    expect(readableFailure('https://feeds.example.com/rss', 'ENOTFOUND')).toEqual({
      kind: 'dns',
      reason: 'could not resolve feeds.example.com',
    });
    expect(readableFailure('http://127.0.0.1:9/feed', 'connect ECONNREFUSED 127.0.0.1:9')).toEqual({
      kind: 'refused',
      reason: '127.0.0.1:9 refused the connection',
    });
    expect(readableFailure('https://a.test/x', 'CERT_HAS_EXPIRED').reason).toBe('a.test sent an expired certificate');
  });

  it('leaves reasons that are already words alone', () => {
    expect(readableFailure('https://a.test/x', 'HTTP 404')).toEqual({ kind: 'other', reason: 'HTTP 404' });
    expect(readableFailure('https://a.test/x', 'timed out after 1500 ms').reason).toBe('timed out after 1500 ms');
  });
});

describe('sharedFailureSentence', () => {
  it('names one network reason shared by every source, and nothing when they differ', () => {
    expect(sharedFailureSentence(['dns', 'dns', 'dns'])).toBe('no network: could not resolve any source');
    expect(sharedFailureSentence(['dns', 'other'])).toBeNull();
    expect(sharedFailureSentence(['other', 'other'])).toBeNull();
    expect(sharedFailureSentence([])).toBeNull();
  });
});
