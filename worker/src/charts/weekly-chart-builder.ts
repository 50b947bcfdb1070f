import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import type { ChartSource } from '@api/modules/streaming-charts/chart-source.entity';
import { ChartSourcesStore } from '@api/modules/streaming-charts/chart-sources.store';
import { ChartWeekBuildStore } from '@api/modules/streaming-charts/chart-week-build.store';
import { ChartArtistsStore } from '@api/modules/artists/chart-artists.store';
import type { JobResult } from '@api/queues/job-payloads';
import type { ChartColumnMapping, ChartSourceFailure } from '@api/shared/contracts/charts';
import { DEFAULT_CHART_GENRE } from '@api/shared/domain/chart-movement';
import { CHART_SIZE } from '@api/shared/domain/charts/chart-score';
import { primaryArtist } from '@api/shared/domain/charts/chart-song-key';
import { currentIsoWeek, formatIsoWeek, parseIsoWeek } from '@api/shared/domain/iso-week';
import { AllSourcesFailedError } from '../scraping/all-sources-failed-error';
import { fetchText } from '../scraping/http-fetch';
import type { ProgressReporter } from '../scraping/progress';
import { readableFailure } from '../scraping/source-failure-words';
import { readAppleMusic, readLastfm, readMappedCsv, readMappedJson } from './chart-feed-readers';
import { mergeSourceCharts, type SourceChart } from './chart-merge';
import type { SourceEntry } from './source-entry';

/** A chart is a few hundred lines of JSON or CSV, never megabytes. */
const CHART_MAX_BYTES = 2 * 1024 * 1024;

export interface WeeklyChartResult extends JobResult {
  week: string;
  entries: number;
  failedSources: ChartSourceFailure[];
}

/**
 * The weekly hip hop chart: every enabled chart source read through the
 * scrapers' guarded fetch (same timeout, size cap, failure words), merged into
 * one ranked list and stored as the week's chart. One failing source is
 * recorded on the source and on the week ('Apple Music unavailable this
 * week'); when every source fails the run fails and the queue retries it.
 */
@Injectable()
export class WeeklyChartBuilder {
  private readonly logger = new Logger(WeeklyChartBuilder.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: ChartSourcesStore,
    private readonly weeks: ChartWeekBuildStore,
    private readonly artists: ChartArtistsStore,
  ) {}

  async build(weekText: string | undefined, progress: ProgressReporter): Promise<WeeklyChartResult> {
    const parsed = parseIsoWeek(weekText ?? currentIsoWeek());
    if (!parsed) throw new Error(`"${weekText}" is not an ISO week such as 2026-W48`);
    const week = formatIsoWeek(parsed);
    await this.sources.seedOnce(this.config.chartSources);
    const sources = (await this.sources.enabled()).filter((source) => this.usable(source));

    const charts: SourceChart[] = [];
    const failedSources: ChartSourceFailure[] = [];
    for (const [index, source] of sources.entries()) {
      try {
        const entries = await this.read(source);
        charts.push({ name: source.name, weight: source.weight, entries });
        await this.sources.recordFetch(source.id, `ok: ${entries.length} songs`, 200, false);
      } catch (error) {
        const failure = error as Error & { status?: number };
        const { reason } = readableFailure(source.url, failure.message);
        failedSources.push({ source: source.name, reason });
        this.logger.warn(`chart source ${source.name} failed: ${reason}`);
        await this.sources.recordFetch(source.id, `failed: ${reason}`, failure.status ?? null, true);
      }
      await progress.report(((index + 1) / sources.length) * 0.8);
    }
    if (sources.length > 0 && charts.length === 0) {
      throw new AllSourcesFailedError(
        `No chart source could be read for ${week}: ${failedSources.map((f) => `${f.source} (${f.reason})`).join('; ')}`,
      );
    }

    const names = charts.flatMap((chart) =>
      chart.entries.map((entry) => primaryArtist(entry.artist, entry.title).artist),
    );
    const genres = await this.artists.genresByName([...new Set(names)]);
    const songs = mergeSourceCharts(charts, genres, CHART_SIZE);
    const saved = await this.weeks.save({
      genre: DEFAULT_CHART_GENRE,
      week,
      songs,
      failedSources,
      sourcesRead: charts.length,
    });
    await progress.done();
    const unavailable = failedSources.map((failure) => `${failure.source} unavailable`).join(', ');
    const message = saved.changed
      ? `Chart for ${week}: ${saved.entries} songs from ${charts.length} of ${sources.length} sources` +
        (unavailable ? ` (${unavailable})` : '') +
        (saved.draftArtists > 0 ? `; ${saved.draftArtists} new artists saved as drafts` : '') +
        '.'
      : `The chart for ${week} was already up to date.`;
    return { message, changed: saved.changed, week, entries: saved.entries, failedSources };
  }

  /** Last.fm needs a key; without one the source is left out, not failed. */
  private usable(source: ChartSource): boolean {
    return source.kind !== 'lastfm' || Boolean(this.config.lastfmApiKey);
  }

  private async read(source: ChartSource): Promise<SourceEntry[]> {
    const url =
      source.kind === 'lastfm'
        ? `${source.url}${source.url.includes('?') ? '&' : '?'}api_key=${encodeURIComponent(this.config.lastfmApiKey!)}`
        : source.url;
    const response = await fetchText(url, {
      timeoutMs: this.config.scrapeTimeoutMs,
      allowPrivateAddresses: this.config.scrapeAllowPrivate,
      accept: source.kind === 'csv' ? 'text/csv, text/plain;q=0.8' : 'application/json',
      maxBytes: CHART_MAX_BYTES,
    });
    if (response.kind !== 'ok') {
      const reason = response.kind === 'error' ? response.reason : 'answered "not modified" to a plain request';
      throw Object.assign(new Error(reason), { status: response.kind === 'error' ? response.status : 304 });
    }
    const mapping = source.mapping as ChartColumnMapping;
    try {
      switch (source.kind) {
        case 'apple-music':
          return readAppleMusic(response.body);
        case 'lastfm':
          return readLastfm(response.body);
        case 'json':
          return readMappedJson(response.body, mapping, source.name);
        case 'csv':
          return readMappedCsv(response.body, mapping, source.name);
      }
    } catch (error) {
      throw Object.assign(error as Error, { status: response.status });
    }
  }
}
