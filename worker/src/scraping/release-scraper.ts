import { Injectable, Logger } from '@nestjs/common';
import { ScrapedReleasesStore } from '@api/modules/releases/scraped-releases.store';
import { enqueueFollowUp } from '@api/queues/enqueue-follow-up';
import { JobName } from '@api/queues/job-names';
import type { JobResult } from '@api/queues/job-payloads';
import { JobProducer } from '@api/queues/job-producer';
import { ArtistMatcher } from '../mentions/artist-matcher';
import { matchOnTheSide } from '../mentions/match-on-the-side';
import { ProgressReporter } from './progress';
import { artistDraft, scrapedRelease } from './release-rows';
import { SourceFailure } from './scrape-summary';
import { SourceSweep, sweepResult } from './source-sweep';

const RELEASE_ACCEPT = 'application/json, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5';

export interface ReleaseScrapeResult extends JobResult {
  added: number;
  listed: number;
  known: number;
  artistsCreated: number;
  sources: number;
  sourcesRead: number;
  failedSources: SourceFailure[];
}

/** The release scraper: RELEASE_SOURCES feeds and MusicBrainz release-group searches, each listing placed into its release. */
@Injectable()
export class ReleaseScraper {
  private readonly logger = new Logger(ReleaseScraper.name);

  constructor(
    private readonly sweep: SourceSweep,
    private readonly releases: ScrapedReleasesStore,
    private readonly matcher: ArtistMatcher,
    private readonly jobs: JobProducer,
  ) {}

  /** One run over the release sources; `runId` (the job's id) stays the same across the queue's retries of it. */
  async run(progress: ProgressReporter, runId?: string): Promise<ReleaseScrapeResult> {
    const list = { kind: 'releases', label: 'release', logger: this.logger, runId } as const;
    const totals = { added: 0, listed: 0, known: 0, artistsCreated: 0 };
    const swept = await this.sweep.readEach(list, progress, (url, share) => this.scrapeSource(url, share, totals));
    return sweepResult('release', totals, swept);
  }

  /** The release is stored by now: a queue that refuses the job costs its alerts, never the scrape. */
  private askForAlerts(releaseId: number): Promise<void> {
    return enqueueFollowUp(this.logger, `new-drop alerts of release ${releaseId} were not queued`, () =>
      this.jobs.enqueue(JobName.NoteReleaseAlerts, { releaseId }),
    );
  }

  private async scrapeSource(
    url: string,
    progress: ProgressReporter,
    totals: { added: number; listed: number; known: number; artistsCreated: number },
  ): Promise<void> {
    const response = await this.sweep.fetchChanged(url, RELEASE_ACCEPT);
    if (!response) return;
    const addedBefore = totals.added;
    const { releases, sourceName } = await this.sweep.parse(
      {
        kind: 'releases',
        text: response.body,
        contentType: response.contentType,
        url: response.url,
        sourceUrl: url,
      },
      response,
    );
    for (const [index, release] of releases.entries()) {
      const stored = await this.releases.saveScraped(
        scrapedRelease(release, sourceName),
        artistDraft(release, sourceName),
      );
      // A new source's listing of a known release is a link more on that release, not a new release.
      if (stored.write === 'added') {
        totals.added++;
        // Only a new release alerts its followers: another source listing it is no new drop.
        if (stored.releaseId !== null) await this.askForAlerts(stored.releaseId);
      } else if (stored.write === 'listed') totals.listed++;
      else totals.known++;
      if (stored.artistCreated) {
        totals.artistsCreated++;
        // An artist a release brought in is looked for in every story.
        await matchOnTheSide(this.logger, `artist ${stored.artistId}`, () => this.matcher.matchArtist(stored.artistId));
      }
      await progress.report((index + 1) / releases.length);
    }
    await this.sweep.recordRead('releases', response, {
      url,
      outcome: `ok: ${releases.length} releases`,
      found: releases.length,
      added: totals.added - addedBefore,
    });
  }
}
