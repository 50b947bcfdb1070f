import { REDACTED, redactQuery, redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    [
      '/api/subscriptions/one-click-unsubscribe?token=abc.def',
      `/api/subscriptions/one-click-unsubscribe?token=${REDACTED}`,
    ],
    ['/api/recommendations?sessionId=0f3a&limit=5', `/api/recommendations?sessionId=${REDACTED}&limit=5`],
    ['/api/callback?code=xyz&state=st', `/api/callback?code=${REDACTED}&state=${REDACTED}`],
    ['https://site.test/unsubscribe?TOKEN=abc#top', `https://site.test/unsubscribe?TOKEN=${REDACTED}#top`],
    ['/api/x?session%49d=abc', `/api/x?session%49d=${REDACTED}`],
    ['https://site.test/articles/7?st=r.1.zz.mac&ref=email', `https://site.test/articles/7?st=${REDACTED}&ref=email`],
    ['/api/x?a=1&token', '/api/x?a=1&token'],
    ['/api/articles?limit=5&q=token', '/api/articles?limit=5&q=token'],
    ['/api/articles', '/api/articles'],
    ['/api/x?bad=%E0%A4%A&token=1', `/api/x?bad=%E0%A4%A&token=${REDACTED}`],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves a missing url alone', () => {
    expect(redactUrl(undefined)).toBeUndefined();
  });
});

describe('redactQuery', () => {
  it('replaces the secret values of a parsed query and keeps the rest', () => {
    expect(redactQuery({ sessionId: 'abc', limit: '5', token: ['a', 'b'] })).toEqual({
      sessionId: REDACTED,
      limit: '5',
      token: REDACTED,
    });
    expect(redactQuery(undefined)).toBeUndefined();
  });
});
