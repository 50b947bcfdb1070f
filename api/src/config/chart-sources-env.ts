import type { ChartColumnMapping, ChartSourceKind } from '../shared/contracts/charts';

/** A chart source as CHART_SOURCES names it, before it is stored. */
export interface ConfiguredChartSource {
  name: string;
  kind: ChartSourceKind;
  url: string;
  mapping: ChartColumnMapping | null;
}

export const DEFAULT_CHART_SOURCES = 'apple-music:us,lastfm';

/** The RSS generator's JSON of one storefront's 100 most played songs. */
export const appleMusicMostPlayedUrl = (storefront: string) =>
  `https://rss.applemarketingtools.com/api/v2/${storefront}/music/most-played/100/songs.json`;

/** Last.fm's tag.getTopTracks for hip-hop; the key is added at fetch time, never stored. */
export const LASTFM_HIP_HOP_URL =
  'https://ws.audioscrobbler.com/2.0/?method=tag.gettoptracks&tag=hip-hop&format=json&limit=100';

/** What a generic JSON or CSV source named in the environment holds: title, artist and rank columns. */
const DEFAULT_MAPPING: ChartColumnMapping = { title: 'title', artist: 'artist', rank: 'rank', url: 'url' };

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * CHART_SOURCES, comma separated: `apple-music:<storefront>` (or `apple-music:<url>`),
 * `lastfm` (or `lastfm:<url>`), and `json:<url>` / `csv:<url>` for a chart with
 * title, artist and rank fields. Returns the sources, or the first refusal.
 */
export function parseChartSources(value: string): ConfiguredChartSource[] | string {
  const sources: ConfiguredChartSource[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const kind = (colon < 0 ? entry : entry.slice(0, colon)).toLowerCase();
    const rest = colon < 0 ? '' : entry.slice(colon + 1).trim();
    if (kind === 'apple-music') {
      const storefront = rest || 'us';
      if (!isHttpUrl(storefront) && !/^[a-z]{2}$/i.test(storefront)) {
        return `holds "${entry}"; write apple-music:<two-letter storefront> such as apple-music:us`;
      }
      const url = isHttpUrl(storefront) ? storefront : appleMusicMostPlayedUrl(storefront.toLowerCase());
      sources.push({ name: 'Apple Music', kind: 'apple-music', url, mapping: null });
    } else if (kind === 'lastfm') {
      if (rest && !isHttpUrl(rest)) return `holds "${entry}"; write lastfm or lastfm:<http(s) URL>`;
      sources.push({ name: 'Last.fm', kind: 'lastfm', url: rest || LASTFM_HIP_HOP_URL, mapping: null });
    } else if (kind === 'json' || kind === 'csv') {
      if (!isHttpUrl(rest)) return `holds "${entry}"; write ${kind}:<http(s) URL>`;
      sources.push({ name: new URL(rest).host, kind, url: rest, mapping: DEFAULT_MAPPING });
    } else {
      return `holds "${entry}"; each entry is apple-music:<storefront>, lastfm, json:<url> or csv:<url>`;
    }
  }
  // Two generic charts on one host would share a name: number them.
  return sources.map((source, index) =>
    sources.findIndex((other) => other.name === source.name) === index
      ? source
      : { ...source, name: `${source.name} (${index + 1})` },
  );
}
