import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { ChartSourceFailure } from '../../shared/contracts/charts';
import type { ChartEntrySource } from '../../shared/contracts/content';
import { chartRunFacts, type ChartPlacing } from '../../shared/domain/charts/chart-run';
import { ChartArtistsStore } from '../artists/chart-artists.store';
import { StreamingChart } from './streaming-chart.entity';

/** One song of a week's chart, in chart order, as the build ranked it. */
export interface RankedSong {
  songKey: string;
  isrc: string | null;
  songTitle: string;
  artist: string;
  totalScore: number;
  sources: ChartEntrySource[];
  imageUrl: string | null;
  spotifyUrl: string | null;
  appleMusicUrl: string | null;
  youtubeUrl: string | null;
}

export interface BuiltWeek {
  genre: string;
  week: string;
  songs: RankedSong[];
  failedSources: ChartSourceFailure[];
  sourcesRead: number;
}

/** Which chart, which week. */
type ChartWeek = Pick<BuiltWeek, 'genre' | 'week'>;

export interface SavedWeek {
  changed: boolean;
  entries: number;
  draftArtists: number;
}

/** What decides a stored row: a rebuild that gives the same values writes nothing. */
type RowFacts = Pick<
  StreamingChart,
  | 'songId'
  | 'position'
  | 'totalScore'
  | 'previousPosition'
  | 'isNew'
  | 'reEntry'
  | 'weeksOnChart'
  | 'peakPosition'
  | 'sources'
  | 'artistId'
>;

const factsKey = (row: RowFacts) =>
  JSON.stringify([
    row.songId,
    row.position,
    Math.round(row.totalScore * 1e9),
    row.previousPosition,
    row.isNew,
    row.reEntry,
    row.weeksOnChart,
    row.peakPosition,
    // jsonb keeps its own key order: compare the values, not the text.
    row.sources.map((source) => [source.source, source.rank, source.url]),
    row.artistId,
  ]);

const failuresKey = (failures: ChartSourceFailure[]) =>
  JSON.stringify(failures.map((failure) => [failure.source, failure.reason]));

/**
 * Writes one built week of a chart, in one transaction under a lock on the
 * week: each song gets its id across weeks, each artist a page (a draft when
 * new), each row its movement and run from the weeks built before, and the
 * week its failed sources; the runs of the weeks built after it are read
 * again. Building a week again with the same ranking changes nothing.
 */
@Injectable()
export class ChartWeekBuildStore {
  constructor(
    @InjectRepository(StreamingChart) private readonly charts: Repository<StreamingChart>,
    private readonly artists: ChartArtistsStore,
  ) {}

  save(built: BuiltWeek): Promise<SavedWeek> {
    return this.charts.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chart:${built.genre}:${built.week}`]);
      let draftArtists = 0;
      const kept: { song: RankedSong; songId: number; artistId: number }[] = [];
      for (const song of built.songs) {
        const link = await this.artists.linkForChart(manager, song.artist);
        if (link.created) draftArtists++;
        const songId = await this.songId(manager, song, link.artistId);
        // Two entries the build kept apart can still be one stored song (an ISRC learnt since): the higher stays.
        if (!kept.some((entry) => entry.songId === songId)) kept.push({ song, songId, artistId: link.artistId });
      }
      const history = await this.history(
        manager,
        built,
        kept.map((entry) => entry.songId),
      );
      const previousWeek = await this.previousWeek(manager, built);
      const rows: RowFacts[] = kept.map(({ song, songId, artistId }, index) => ({
        songId,
        artistId,
        position: index + 1,
        totalScore: song.totalScore,
        sources: song.sources,
        ...chartRunFacts(index + 1, history.get(songId) ?? [], previousWeek),
      }));
      const stored: RowFacts[] = await manager.find(StreamingChart, {
        where: { genre: built.genre, week: built.week },
        order: { position: 'ASC' },
      });
      const [weekRow] = await manager.query('SELECT failed_sources FROM chart_weeks WHERE genre = $1 AND week = $2', [
        built.genre,
        built.week,
      ]);
      const sameRows = stored.length === rows.length && stored.every((row, i) => factsKey(row) === factsKey(rows[i]));
      const sameWeek = weekRow && failuresKey(weekRow.failed_sources) === failuresKey(built.failedSources);
      if (sameRows && sameWeek) return { changed: false, entries: rows.length, draftArtists };

      await manager.delete(StreamingChart, { genre: built.genre, week: built.week });
      if (rows.length > 0) {
        await manager.insert(
          StreamingChart,
          rows.map((row, index) => {
            const { song } = kept[index];
            return {
              ...row,
              genre: built.genre,
              week: built.week,
              songTitle: song.songTitle.slice(0, 300),
              artist: song.artist.slice(0, 200),
              imageUrl: song.imageUrl,
              spotifyUrl: song.spotifyUrl,
              appleMusicUrl: song.appleMusicUrl,
              youtubeUrl: song.youtubeUrl,
            };
          }),
        );
      }
      await manager.query(
        `INSERT INTO chart_weeks (genre, week, failed_sources, sources_read, entries, built_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, now())
         ON CONFLICT (genre, week) DO UPDATE SET failed_sources = EXCLUDED.failed_sources,
           sources_read = EXCLUDED.sources_read, entries = EXCLUDED.entries, built_at = now()`,
        [built.genre, built.week, JSON.stringify(built.failedSources), built.sourcesRead, rows.length],
      );
      await this.rereadLaterRuns(manager, built);
      return { changed: true, entries: rows.length, draftArtists };
    });
  }

  /** The song's id across weeks: by ISRC where known, else by its folded artist and title. */
  private async songId(manager: EntityManager, song: RankedSong, artistId: number): Promise<number> {
    if (song.isrc) {
      const [byIsrc] = await manager.query('SELECT id FROM chart_songs WHERE isrc = $1', [song.isrc]);
      if (byIsrc) return byIsrc.id;
    }
    const [row] = await manager.query(
      `INSERT INTO chart_songs (song_key, isrc, song_title, artist, artist_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (song_key) DO UPDATE SET
         isrc = COALESCE(chart_songs.isrc, EXCLUDED.isrc),
         artist_id = COALESCE(chart_songs.artist_id, EXCLUDED.artist_id)
       RETURNING id`,
      [song.songKey.slice(0, 400), song.isrc, song.songTitle.slice(0, 300), song.artist.slice(0, 200), artistId],
    );
    return row.id;
  }

  /**
   * A week built after later ones (an older week rebuilt once its sources answered, or built for the first
   * time) changes what every later week says of its songs: previous position, new or re-entry, weeks on the
   * chart, peak. Each later week's runs are read again, oldest first, under its own lock (always taken in week
   * order, so two builds cannot wait on each other); its positions, scores and sources stay as it was built.
   */
  private async rereadLaterRuns(manager: EntityManager, built: ChartWeek): Promise<void> {
    const later: { week: string }[] = await manager.query(
      'SELECT week FROM chart_weeks WHERE genre = $1 AND week > $2 ORDER BY week',
      [built.genre, built.week],
    );
    for (const { week } of later) {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chart:${built.genre}:${week}`]);
      const laterWeek = { genre: built.genre, week };
      // Every row a build writes has its song; a row without one has no run to read.
      const rows = (await manager.find(StreamingChart, { where: laterWeek })).filter((row) => row.songId !== null);
      const history = await this.history(
        manager,
        laterWeek,
        rows.map((row) => row.songId!),
      );
      const previousWeek = await this.previousWeek(manager, laterWeek);
      for (const row of rows) {
        const facts = chartRunFacts(row.position, history.get(row.songId!) ?? [], previousWeek);
        if (factsKey(row) !== factsKey({ ...row, ...facts })) await manager.update(StreamingChart, row.id, facts);
      }
    }
  }

  private async history(manager: EntityManager, built: ChartWeek, songIds: number[]) {
    const rows: { song_id: number; week: string; position: number }[] = await manager.query(
      `SELECT song_id, week, position FROM streaming_charts
        WHERE genre = $1 AND week < $2 AND song_id = ANY($3::int[])`,
      [built.genre, built.week, songIds],
    );
    const bySong = new Map<number, ChartPlacing[]>();
    for (const row of rows) {
      const placings = bySong.get(row.song_id) ?? [];
      placings.push({ week: row.week, position: row.position });
      bySong.set(row.song_id, placings);
    }
    return bySong;
  }

  private async previousWeek(manager: EntityManager, built: ChartWeek): Promise<string | null> {
    const [row] = await manager.query('SELECT max(week) AS week FROM chart_weeks WHERE genre = $1 AND week < $2', [
      built.genre,
      built.week,
    ]);
    return row?.week ?? null;
  }
}
