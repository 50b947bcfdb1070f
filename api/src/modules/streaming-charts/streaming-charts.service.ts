import { Injectable, NotFoundException } from '@nestjs/common';
import type { ChartSongRunView, ChartWeekView } from '../../shared/contracts/charts';
import type { ChartEntryView } from '../../shared/contracts/content';
import { DEFAULT_CHART_GENRE } from '../../shared/domain/chart-movement';
import { CHART_SIZE } from '../../shared/domain/charts/chart-score';
import { toChartEntryView, toChartSongRunView, toChartWeekView } from './chart-entry-view';
import { StreamingChartsStore } from './streaming-charts.store';

@Injectable()
export class StreamingChartsService {
  constructor(private readonly store: StreamingChartsStore) {}

  /**
   * A week's chart: the week asked for (404 when it was never built), else the
   * latest built week, else the chart kept from before weekly builds.
   */
  async chart(genre = DEFAULT_CHART_GENRE, week?: string): Promise<ChartEntryView[]> {
    if (week) {
      if (!(await this.store.findWeek(genre, week))) {
        throw new NotFoundException(`No ${genre} chart was built for ${week}; GET /api/charts/weeks lists the weeks`);
      }
      return (await this.store.weekChart(genre, week, CHART_SIZE)).map(toChartEntryView);
    }
    const [latest] = await this.store.builtWeeks(genre);
    const rows = latest
      ? await this.store.weekChart(genre, latest.week, CHART_SIZE)
      : await this.store.unweeklyChart(genre, CHART_SIZE);
    return rows.map(toChartEntryView);
  }

  async weeks(genre = DEFAULT_CHART_GENRE): Promise<ChartWeekView[]> {
    return (await this.store.builtWeeks(genre)).map(toChartWeekView);
  }

  async songRun(songId: number): Promise<ChartSongRunView> {
    const song = await this.store.findSong(songId);
    if (!song) throw new NotFoundException(`No charted song has id ${songId}`);
    return toChartSongRunView(song, await this.store.runsOf([song.id]));
  }

  /** Every charted song of an artist with its run; an artist with none has an empty list. */
  async artistRuns(artistId: number): Promise<ChartSongRunView[]> {
    const songs = await this.store.songsOfArtist(artistId);
    const runs = await this.store.runsOf(songs.map((song) => song.id));
    return songs.map((song) => toChartSongRunView(song, runs)).filter((song) => song.runs.length > 0);
  }
}
