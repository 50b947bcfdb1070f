import { appleMusicMostPlayedUrl, LASTFM_HIP_HOP_URL, parseChartSources } from './chart-sources-env';

describe('CHART_SOURCES', () => {
  it('reads storefronts, Last.fm and generic charts, with URLs that may hold colons', () => {
    expect(parseChartSources('apple-music:GB, lastfm, csv:https://charts.example.com:8443/week.csv')).toEqual([
      { name: 'Apple Music', kind: 'apple-music', url: appleMusicMostPlayedUrl('gb'), mapping: null },
      { name: 'Last.fm', kind: 'lastfm', url: LASTFM_HIP_HOP_URL, mapping: null },
      {
        name: 'charts.example.com:8443',
        kind: 'csv',
        url: 'https://charts.example.com:8443/week.csv',
        mapping: { title: 'title', artist: 'artist', rank: 'rank', url: 'url' },
      },
    ]);
  });

  it('refuses what it cannot read, naming the entry and the forms it allows', () => {
    expect(parseChartSources('spotify')).toMatch(/holds "spotify"; each entry is apple-music:<storefront>/);
    expect(parseChartSources('apple-music:usa')).toMatch(/two-letter storefront/);
    expect(parseChartSources('json:ftp://x')).toMatch(/write json:<http\(s\) URL>/);
  });

  it('numbers two generic charts on one host so each keeps its own name', () => {
    const sources = parseChartSources('json:https://x.test/a,json:https://x.test/b');
    expect(Array.isArray(sources) && sources.map((source) => source.name)).toEqual(['x.test', 'x.test (2)']);
  });
});
