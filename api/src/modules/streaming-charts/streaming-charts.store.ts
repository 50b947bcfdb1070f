import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { ChartSong } from './chart-song.entity';
import { ChartWeek } from './chart-week.entity';
import { StreamingChart } from './streaming-chart.entity';

/** The public reads of `streaming_charts`, `chart_weeks` and `chart_songs`. */
@Injectable()
export class StreamingChartsStore {
  constructor(
    @InjectRepository(StreamingChart) private readonly charts: Repository<StreamingChart>,
    @InjectRepository(ChartWeek) private readonly weeks: Repository<ChartWeek>,
    @InjectRepository(ChartSong) private readonly songs: Repository<ChartSong>,
  ) {}

  /** The chart from before weekly builds (rows without a week), top position first. */
  unweeklyChart(genre: string, limit: number): Promise<StreamingChart[]> {
    return this.charts.find({
      where: { genre, week: IsNull() },
      order: { position: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  /** One built week's chart, top position first (the (genre, week, position) index). */
  weekChart(genre: string, week: string, limit: number): Promise<StreamingChart[]> {
    return this.charts.find({ where: { genre, week }, order: { position: 'ASC' }, take: limit });
  }

  /** The built weeks of a genre, newest first. */
  builtWeeks(genre: string): Promise<ChartWeek[]> {
    return this.weeks.find({ where: { genre }, order: { week: 'DESC' } });
  }

  findWeek(genre: string, week: string): Promise<ChartWeek | null> {
    return this.weeks.findOneBy({ genre, week });
  }

  findSong(songId: number): Promise<ChartSong | null> {
    return this.songs.findOneBy({ id: songId });
  }

  /** Songs credited to an artist that have charted. */
  songsOfArtist(artistId: number): Promise<ChartSong[]> {
    return this.songs.find({ where: { artistId }, order: { id: 'ASC' } });
  }

  /** The songs of these artists on the newest built week's chart, top position first. */
  newestWeekEntriesOf(genre: string, artistIds: number[]): Promise<StreamingChart[]> {
    if (artistIds.length === 0) return Promise.resolve([]);
    return this.charts
      .createQueryBuilder('chart')
      .where('chart.genre = :genre', { genre })
      .andWhere('chart.week = (SELECT max(week) FROM chart_weeks WHERE genre = :genre)')
      .andWhere('chart.artist_id IN (:...artistIds)', { artistIds })
      .orderBy('chart.position', 'ASC')
      .getMany();
  }

  /** Every week the songs charted in, oldest first. */
  runsOf(songIds: number[]): Promise<Pick<StreamingChart, 'songId' | 'week' | 'position'>[]> {
    if (songIds.length === 0) return Promise.resolve([]);
    return this.charts
      .createQueryBuilder('chart')
      .select(['chart.songId', 'chart.week', 'chart.position'])
      .where('chart.song_id IN (:...songIds)', { songIds })
      .andWhere('chart.week IS NOT NULL')
      .orderBy('chart.week', 'ASC')
      .getMany();
  }
}
