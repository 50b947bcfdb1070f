import type { ChartColumnMapping } from '@api/shared/contracts/charts';
import { csvRecords } from './csv-records';
import { UnreadableChartError, type SourceEntry } from './source-entry';

const MAX_ENTRIES = 200;

type Json = unknown;

function parseJson(body: string, what: string): Json {
  try {
    return JSON.parse(body);
  } catch {
    throw new UnreadableChartError(`${what} did not answer JSON`);
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const httpUrl = (value: unknown): string | null => (/^https?:\/\//i.test(text(value)) ? text(value) : null);

/** A dotted path ('data.chart.0.title') into parsed JSON. */
function at(value: Json, path: string | undefined): Json {
  if (!path) return value;
  return path.split('.').reduce<Json>((node, key) => {
    if (node && typeof node === 'object') return (node as Record<string, Json>)[key];
    return undefined;
  }, value);
}

function positiveRank(value: unknown, fallback: number): number {
  const rank = Number(text(value));
  return Number.isInteger(rank) && rank > 0 ? rank : fallback;
}

/** Entries with a title and an artist, the first MAX_ENTRIES by rank. */
function kept(entries: SourceEntry[], what: string): SourceEntry[] {
  const usable = entries.filter((entry) => entry.title && entry.artist);
  if (usable.length === 0) throw new UnreadableChartError(`${what} listed no songs`);
  return usable.sort((a, b) => a.rank - b.rank).slice(0, MAX_ENTRIES);
}

/** Apple Music's RSS generator: {feed:{results:[{artistName,name,id,url,genres:[{name}],artworkUrl100}]}}. */
export function readAppleMusic(body: string): SourceEntry[] {
  const results = at(parseJson(body, 'Apple Music'), 'feed.results');
  if (!Array.isArray(results)) throw new UnreadableChartError('Apple Music answered without feed.results');
  return kept(
    results.map((item: Record<string, Json>, index) => ({
      rank: index + 1,
      title: text(item?.name),
      artist: text(item?.artistName),
      url: httpUrl(item?.url),
      isrc: text(item?.isrc) || null,
      genres: Array.isArray(item?.genres) ? item.genres.map((genre: Record<string, Json>) => text(genre?.name)) : [],
      imageUrl: httpUrl(item?.artworkUrl100),
    })),
    'Apple Music',
  );
}

/** Last.fm tag.getTopTracks: {tracks:{track:[{name,url,artist:{name},'@attr':{rank}}]}}; the tag is hip-hop. */
export function readLastfm(body: string): SourceEntry[] {
  const json = parseJson(body, 'Last.fm') as Record<string, Json>;
  if (json && json.error !== undefined) {
    throw new UnreadableChartError(`Last.fm refused the request: ${text(json.message) || `error ${text(json.error)}`}`);
  }
  const tracks = at(json, 'tracks.track');
  if (!Array.isArray(tracks)) throw new UnreadableChartError('Last.fm answered without tracks.track');
  return kept(
    tracks.map((track: Record<string, Json>, index) => ({
      rank: positiveRank(at(track, '@attr.rank'), index + 1),
      title: text(track?.name),
      artist: text(at(track, 'artist.name')),
      url: httpUrl(track?.url),
      isrc: null,
      genres: ['hip-hop'],
      imageUrl: null,
    })),
    'Last.fm',
  );
}

function mappedEntry(read: (field: string | undefined) => unknown, mapping: ChartColumnMapping, index: number) {
  return {
    rank: positiveRank(read(mapping.rank), index + 1),
    title: text(read(mapping.title)),
    artist: text(read(mapping.artist)),
    url: httpUrl(read(mapping.url)),
    isrc: text(read(mapping.isrc)) || null,
    genres: mapping.genre && text(read(mapping.genre)) ? [text(read(mapping.genre))] : [],
    imageUrl: null,
  };
}

/** An editor's JSON chart: the list at `mapping.items` (or the body itself), each field at its path. */
export function readMappedJson(body: string, mapping: ChartColumnMapping, name: string): SourceEntry[] {
  const items = at(parseJson(body, name), mapping.items);
  if (!Array.isArray(items)) {
    throw new UnreadableChartError(`${name} has no list at ${mapping.items ? `"${mapping.items}"` : 'its top level'}`);
  }
  return kept(
    items.map((item, index) => mappedEntry((path) => (path ? at(item, path) : undefined), mapping, index)),
    name,
  );
}

/** An editor's CSV chart: one row per song, each field in the column the mapping names. */
export function readMappedCsv(body: string, mapping: ChartColumnMapping, name: string): SourceEntry[] {
  const records = csvRecords(body);
  const header = Object.keys(records[0] ?? {});
  for (const column of [mapping.title, mapping.artist]) {
    if (!header.includes(column)) throw new UnreadableChartError(`${name} has no "${column}" column`);
  }
  return kept(
    records.map((record, index) => mappedEntry((column) => (column ? record[column] : undefined), mapping, index)),
    name,
  );
}
