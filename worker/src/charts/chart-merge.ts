import type { RankedSong } from '@api/modules/streaming-charts/chart-week-build.store';
import type { ChartEntrySource } from '@api/shared/contracts/content';
import { rankSongs, type SourcedRank } from '@api/shared/domain/charts/chart-score';
import { chartSongKey, normaliseIsrc, primaryArtist } from '@api/shared/domain/charts/chart-song-key';
import { belongsOnHipHopChart } from '@api/shared/domain/charts/hip-hop-genre';
import type { SourceEntry } from './source-entry';

/** One source's chart as read this week. */
export interface SourceChart {
  name: string;
  weight: number;
  entries: SourceEntry[];
}

interface SongGroup {
  key: string;
  isrc: string | null;
  title: string;
  artist: string;
  ranks: SourcedRank[];
  sources: ChartEntrySource[];
  imageUrl: string | null;
  links: string[];
}

const linkOf = (links: string[], host: RegExp) => links.find((url) => host.test(new URL(url).hostname)) ?? null;

/**
 * Every source's entries made into one ranked list of songs: entries are one
 * song when they share an ISRC or the folded artist and title; entries whose
 * genre (the source's, else the artist's on our site) is not hip hop are
 * dropped; the songs are ranked by reciprocal rank fusion (chart-score.ts).
 */
export function mergeSourceCharts(
  charts: readonly SourceChart[],
  artistGenres: ReadonlyMap<string, string>,
  size: number,
): RankedSong[] {
  const groups: SongGroup[] = [];
  const byKey = new Map<string, SongGroup>();
  const byIsrc = new Map<string, SongGroup>();
  for (const chart of charts) {
    for (const entry of chart.entries) {
      const credited = primaryArtist(entry.artist, entry.title);
      if (!belongsOnHipHopChart(entry.genres, artistGenres.get(credited.artist.toLowerCase()) ?? null)) continue;
      const key = chartSongKey(entry.artist, entry.title);
      const isrc = normaliseIsrc(entry.isrc);
      let group = (isrc ? byIsrc.get(isrc) : undefined) ?? byKey.get(key);
      if (!group) {
        group = {
          key,
          isrc,
          title: credited.title,
          artist: credited.artist,
          ranks: [],
          sources: [],
          imageUrl: null,
          links: [],
        };
        groups.push(group);
      }
      byKey.set(key, group);
      if (isrc) {
        group.isrc ??= isrc;
        byIsrc.set(isrc, group);
      }
      // A source listing one song twice (two versions) counts its better place only.
      if (group.ranks.some((rank) => rank.source === chart.name)) continue;
      group.ranks.push({ source: chart.name, rank: entry.rank, weight: chart.weight });
      group.sources.push({ source: chart.name, rank: entry.rank, url: entry.url });
      group.imageUrl ??= entry.imageUrl;
      if (entry.url) group.links.push(entry.url);
    }
  }
  return rankSongs(groups)
    .filter((song) => song.totalScore > 0)
    .slice(0, size)
    .map((song) => ({
      songKey: song.key,
      isrc: song.isrc,
      songTitle: song.title,
      artist: song.artist,
      totalScore: song.totalScore,
      sources: song.sources,
      imageUrl: song.imageUrl,
      spotifyUrl: linkOf(song.links, /(?:^|\.)spotify\.com$/),
      appleMusicUrl: linkOf(song.links, /(?:^|\.)music\.apple\.com$/),
      youtubeUrl: linkOf(song.links, /(?:^|\.)(?:youtube\.com|youtu\.be)$/),
    }));
}
