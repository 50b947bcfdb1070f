import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface RememberedSource {
  etag: string | null;
  lastModified: string | null;
}

/**
 * Per-feed ETag / Last-Modified in scrape_sources. The validators are saved only
 * after a source's items are stored: a worker killed halfway must not leave a
 * validator behind that makes the retry skip the items it never wrote.
 */
@Injectable()
export class SourceMemory {
  constructor(private readonly dataSource: DataSource) {}

  async recall(url: string): Promise<RememberedSource> {
    const [row] = await this.dataSource.query('SELECT etag, last_modified FROM scrape_sources WHERE url = $1', [url]);
    return { etag: row?.etag ?? null, lastModified: row?.last_modified ?? null };
  }

  /** Records how the fetch went; validators only when given (a failed fetch keeps the old ones). */
  async remember(
    url: string,
    kind: 'news' | 'releases',
    outcome: string,
    validators?: RememberedSource,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO scrape_sources (url, kind, etag, last_modified, last_fetched_at, last_outcome)
       VALUES ($1, $2, $3, $4, now(), $5)
       ON CONFLICT (url) DO UPDATE SET
         kind = EXCLUDED.kind,
         etag = CASE WHEN $6 THEN EXCLUDED.etag ELSE scrape_sources.etag END,
         last_modified = CASE WHEN $6 THEN EXCLUDED.last_modified ELSE scrape_sources.last_modified END,
         last_fetched_at = now(),
         last_outcome = EXCLUDED.last_outcome`,
      [
        url,
        kind,
        validators?.etag ?? null,
        validators?.lastModified ?? null,
        outcome.slice(0, 500),
        Boolean(validators),
      ],
    );
  }
}
