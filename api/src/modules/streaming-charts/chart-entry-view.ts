import { isoDate } from '../../http/iso-date';
import type { ChartSongRunView, ChartWeekView } from '../../shared/contracts/charts';
import type { ChartEntryView } from '../../shared/contracts/content';
import type { ChartSong } from './chart-song.entity';
import type { ChartWeek } from './chart-week.entity';
import type { StreamingChart } from './streaming-chart.entity';

export function toChartEntryView(row: StreamingChart): ChartEntryView {
  return {
    id: row.id,
    songTitle: row.songTitle,
    artist: row.artist,
    album: row.album,
    position: row.position,
    previousPosition: row.previousPosition,
    isNew: row.isNew,
    imageUrl: row.imageUrl,
    spotifyUrl: row.spotifyUrl,
    appleMusicUrl: row.appleMusicUrl,
    youtubeUrl: row.youtubeUrl,
    genre: row.genre,
    updatedAt: isoDate(row.updatedAt),
    week: row.week,
    songId: row.songId,
    artistId: row.artistId,
    weeksOnChart: row.weeksOnChart,
    peakPosition: row.peakPosition,
    reEntry: row.reEntry,
    totalScore: row.totalScore,
    sources: row.sources ?? [],
  };
}

export function toChartWeekView(row: ChartWeek): ChartWeekView {
  return { week: row.week, builtAt: isoDate(row.builtAt), entries: row.entries, failedSources: row.failedSources };
}

export function toChartSongRunView(
  song: ChartSong,
  runs: Pick<StreamingChart, 'songId' | 'week' | 'position'>[],
): ChartSongRunView {
  return {
    songId: song.id,
    songTitle: song.songTitle,
    artist: song.artist,
    artistId: song.artistId,
    runs: runs
      .filter((run) => run.songId === song.id && run.week)
      .map((run) => ({ week: run.week!, position: run.position })),
  };
}
