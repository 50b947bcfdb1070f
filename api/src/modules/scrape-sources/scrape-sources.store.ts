import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ScrapeSource } from './scrape-source.entity';

export interface SourceValidators {
  etag: string | null;
  lastModified: string | null;
}

export interface FetchOutcome {
  url: string;
  kind: ScrapeSource['kind'];
  /** 'ok: 12 items, 3 new', 'not modified', 'failed: ...'. */
  outcome: string;
  /** Saved only when given: a failed fetch keeps the validators it had. */
  validators?: SourceValidators;
}

export interface FailingSource {
  url: string;
  kind: ScrapeSource['kind'];
  lastFetchedAt: Date | null;
  lastOutcome: string;
}

const OUTCOME_MAX_CHARS = 500;

/** The one place that reads and writes `scrape_sources`: per feed, what the last fetch learned. */
@Injectable()
export class ScrapeSourcesStore {
  constructor(@InjectRepository(ScrapeSource) private readonly sources: Repository<ScrapeSource>) {}

  /** The ETag / Last-Modified to send, so an unchanged feed answers 304. */
  async validatorsOf(url: string): Promise<SourceValidators> {
    const row = await this.sources.findOneBy({ url });
    return { etag: row?.etag ?? null, lastModified: row?.lastModified ?? null };
  }

  async recordFetch(fetch: FetchOutcome): Promise<void> {
    await this.sources.query(
      `INSERT INTO scrape_sources (url, kind, etag, last_modified, last_fetched_at, last_outcome)
       VALUES ($1, $2, $3, $4, now(), $5)
       ON CONFLICT (url) DO UPDATE SET
         kind = EXCLUDED.kind,
         etag = CASE WHEN $6 THEN EXCLUDED.etag ELSE scrape_sources.etag END,
         last_modified = CASE WHEN $6 THEN EXCLUDED.last_modified ELSE scrape_sources.last_modified END,
         last_fetched_at = now(),
         last_outcome = EXCLUDED.last_outcome`,
      [
        fetch.url,
        fetch.kind,
        fetch.validators?.etag ?? null,
        fetch.validators?.lastModified ?? null,
        fetch.outcome.slice(0, OUTCOME_MAX_CHARS),
        Boolean(fetch.validators),
      ],
    );
  }

  /** Sources whose last fetch failed, most recent first: the admin Overview lists them. */
  async failing(limit: number): Promise<FailingSource[]> {
    return this.sources.query(
      `SELECT url, kind, last_fetched_at AS "lastFetchedAt", last_outcome AS "lastOutcome"
         FROM scrape_sources WHERE last_outcome LIKE 'failed%'
        ORDER BY last_fetched_at DESC NULLS LAST LIMIT $1`,
      [limit],
    );
  }
}
