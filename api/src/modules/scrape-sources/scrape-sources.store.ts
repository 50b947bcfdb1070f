import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DEFAULT_REVIEW_POLICY, type ReviewPolicy } from '../../shared/domain/review-policy';
import { ScrapeSource, ScrapeSourceKind } from './scrape-source.entity';

export interface SourceValidators {
  etag: string | null;
  lastModified: string | null;
}

export interface FetchOutcome {
  url: string;
  /** 'ok: 12 items, 3 new', 'not modified', 'failed: ...'. */
  outcome: string;
  /** The HTTP status the source answered with; null when no answer came (DNS, refused, timeout). */
  status: number | null;
  /** Items the feed listed and items stored for the first time; null when nothing was read. */
  found?: number;
  added?: number;
  /** Saved only when given: a failed fetch keeps the validators it had. */
  validators?: SourceValidators;
  /** The run (its job id) the fetch belonged to: a retry of a run that failed does not count a second failure. */
  runId?: string | null;
}

export interface FailingSource {
  url: string;
  kind: ScrapeSourceKind;
  lastFetchedAt: Date | null;
  lastOutcome: string;
  consecutiveFailures: number;
}

export interface NewSource {
  url: string;
  kind: ScrapeSourceKind;
  enabled: boolean;
  policy: ReviewPolicy;
}

export type SourceChanges = Partial<NewSource>;

/** Why a write was not made: another source already has that url, or the id names none. */
export type SourceWrite = { ok: true; source: ScrapeSource } | { ok: false; why: 'duplicate' | 'missing' };

const OUTCOME_MAX_CHARS = 500;

const FORGOTTEN_FETCHES: Partial<ScrapeSource> = {
  etag: null,
  lastModified: null,
  lastFetchedAt: null,
  lastOutcome: null,
  lastStatus: null,
  lastItemsFound: null,
  lastItemsAdded: null,
  consecutiveFailures: 0,
  notModifiedHits: 0,
};
const UNIQUE_VIOLATION = '23505';

/** The one place that reads and writes `scrape_sources` and `scrape_source_seeding`. */
@Injectable()
export class ScrapeSourcesStore {
  constructor(@InjectRepository(ScrapeSource) private readonly sources: Repository<ScrapeSource>) {}

  /**
   * Copies the environment's list of one kind in, once: the first call per
   * kind claims the seeding row and inserts the urls; every later call, on
   * any process, finds the row and does nothing, so removed sources stay removed.
   */
  async seedOnce(kind: ScrapeSourceKind, urls: string[]): Promise<boolean> {
    return this.sources.manager.transaction(async (manager) => {
      const claimed: unknown[] = await manager.query(
        `INSERT INTO scrape_source_seeding (kind) VALUES ($1) ON CONFLICT DO NOTHING RETURNING kind`,
        [kind],
      );
      if (claimed.length === 0) return false;
      await manager.query(
        // A microsecond apart, so the sources keep the order the list gave them.
        `INSERT INTO scrape_sources (url, kind, created_at)
         SELECT url, $1, now() + position * interval '1 microsecond'
           FROM unnest($2::text[]) WITH ORDINALITY AS listed(url, position)
         ON CONFLICT (url) DO NOTHING`,
        [kind, urls],
      );
      return true;
    });
  }

  /** The urls a run of one kind reads, oldest source first. */
  async enabledUrls(kind: ScrapeSourceKind): Promise<string[]> {
    const rows = await this.sources.find({
      select: { url: true },
      where: { kind, enabled: true },
      order: { createdAt: 'ASC', url: 'ASC' },
    });
    return rows.map((row) => row.url);
  }

  list(): Promise<ScrapeSource[]> {
    return this.sources.find({ order: { kind: 'ASC', createdAt: 'ASC', url: 'ASC' } });
  }

  findById(id: number): Promise<ScrapeSource | null> {
    return this.sources.findOneBy({ id });
  }

  async create(source: NewSource): Promise<SourceWrite> {
    const rows: { id: number }[] = await this.sources.query(
      `INSERT INTO scrape_sources (url, kind, enabled, policy) VALUES ($1, $2, $3, $4)
       ON CONFLICT (url) DO NOTHING RETURNING id`,
      [source.url, source.kind, source.enabled, source.policy],
    );
    if (rows.length === 0) return { ok: false, why: 'duplicate' };
    return { ok: true, source: (await this.findById(rows[0].id))! };
  }

  async update(id: number, changes: SourceChanges): Promise<SourceWrite> {
    const current = await this.findById(id);
    if (!current) return { ok: false, why: 'missing' };
    const fields = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    // An empty PATCH changes nothing and answers the source as it is.
    if (Object.keys(fields).length === 0) return { ok: true, source: current };
    // A new address is a new feed: the old one's validators would make it answer 304, and its health is not this one's.
    const fresh = changes.url !== undefined && changes.url !== current.url ? FORGOTTEN_FETCHES : {};
    try {
      await this.sources.update({ id }, { ...fields, ...fresh });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { ok: false, why: 'duplicate' };
      throw error;
    }
    const source = await this.findById(id);
    return source ? { ok: true, source } : { ok: false, why: 'missing' };
  }

  /** The source's policy for new stories; a source removed meanwhile publishes, as sources always did. */
  async policyOf(url: string): Promise<ReviewPolicy> {
    const row = await this.sources.findOne({ select: { policy: true }, where: { url } });
    return row?.policy ?? DEFAULT_REVIEW_POLICY;
  }

  async remove(id: number): Promise<boolean> {
    const result = await this.sources.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** The ETag / Last-Modified to send, so an unchanged feed answers 304. */
  async validatorsOf(url: string): Promise<SourceValidators> {
    const row = await this.sources.findOneBy({ url });
    return { etag: row?.etag ?? null, lastModified: row?.lastModified ?? null };
  }

  /**
   * What one fetch of a source learned, and its health after it. Only an
   * existing source is updated: one the admin removed during a run stays removed.
   */
  async recordFetch(fetch: FetchOutcome): Promise<void> {
    const failed = fetch.outcome.startsWith('failed');
    const notModified = fetch.status === 304;
    await this.sources.query(
      `UPDATE scrape_sources SET
         etag = CASE WHEN $2 THEN $3 ELSE etag END,
         last_modified = CASE WHEN $2 THEN $4 ELSE last_modified END,
         last_fetched_at = now(),
         last_outcome = $5,
         last_status = $6,
         last_items_found = CASE WHEN $7 THEN last_items_found ELSE $8 END,
         last_items_added = CASE WHEN $7 THEN last_items_added ELSE $9 END,
         consecutive_failures = CASE
           WHEN NOT $7 THEN 0
           WHEN $11::varchar IS NOT NULL AND last_failed_run = $11::varchar THEN consecutive_failures
           ELSE consecutive_failures + 1 END,
         last_failed_run = CASE WHEN $7 THEN $11::varchar END,
         not_modified_hits = not_modified_hits + CASE WHEN $10 THEN 1 ELSE 0 END
       WHERE url = $1`,
      [
        fetch.url,
        Boolean(fetch.validators),
        fetch.validators?.etag ?? null,
        fetch.validators?.lastModified ?? null,
        fetch.outcome.slice(0, OUTCOME_MAX_CHARS),
        fetch.status,
        failed,
        fetch.found ?? 0,
        fetch.added ?? 0,
        notModified,
        fetch.runId?.slice(0, 200) ?? null,
      ],
    );
  }

  /** Enabled sources whose last fetch failed, most recent first, with how many runs in a row: the admin Overview lists them. */
  async failing(limit: number): Promise<FailingSource[]> {
    return this.sources.query(
      `SELECT url, kind, last_fetched_at AS "lastFetchedAt", last_outcome AS "lastOutcome",
              consecutive_failures AS "consecutiveFailures"
         FROM scrape_sources WHERE enabled AND last_outcome LIKE 'failed%'
        ORDER BY last_fetched_at DESC NULLS LAST LIMIT $1`,
      [limit],
    );
  }
}
