import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What the scrapers remember per feed, so the next fetch can be conditional. */
@Entity('scrape_sources')
export class ScrapeSource {
  @PrimaryColumn({ type: 'text' })
  url: string;

  @Column({ type: 'varchar', length: 20 })
  kind: 'news' | 'releases';

  @Column({ type: 'text', nullable: true })
  etag: string | null;

  @Column({ type: 'text', nullable: true })
  lastModified: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastFetchedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastOutcome: string | null;
}
