import { allFailedMessage, scrapeMessage } from './scrape-summary';

describe('scrapeMessage', () => {
  it('reads like the admin expects', () => {
    expect(
      scrapeMessage({
        noun: 'article',
        added: 12,
        known: 4,
        sourcesRead: 6,
        failures: [{ url: 'u', reason: 'HTTP 404' }],
      }),
    ).toBe('Added 12 new articles from 6 sources; 4 already known; 1 source failed');
  });

  it('uses singulars and leaves out what did not happen', () => {
    expect(scrapeMessage({ noun: 'release', added: 1, known: 0, sourcesRead: 1, failures: [] })).toBe(
      'Added 1 new release from 1 source; 0 already known',
    );
    expect(scrapeMessage({ noun: 'release', added: 0, known: 3, updated: 2, sourcesRead: 2, failures: [] })).toBe(
      'Added 0 new releases from 2 sources; 2 updated; 3 already known',
    );
  });
});

describe('allFailedMessage', () => {
  it('names every source and its reason', () => {
    expect(allFailedMessage('news', [{ url: 'http://a.test/feed', reason: 'HTTP 404' }])).toBe(
      'The only news source failed: http://a.test/feed (HTTP 404)',
    );
    expect(
      allFailedMessage('release', [
        { url: 'a', reason: 'x' },
        { url: 'b', reason: 'y' },
      ]),
    ).toBe('All 2 release sources failed: a (x); b (y)');
  });

  it('says in words when every source failed for the same network reason', () => {
    const offline = ['https://feeds.a.test/rss', 'https://b.test/atom'].map((url) => ({
      url,
      reason: `could not resolve ${new URL(url).host}`,
      kind: 'dns' as const,
    }));
    expect(allFailedMessage('news', offline)).toBe(
      'All 2 news sources failed: no network: could not resolve any source (feeds.a.test, b.test)',
    );
  });
});
