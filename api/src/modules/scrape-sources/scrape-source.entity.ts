import { Column, Entity, PrimaryColumn } from 'typeorm';

export type ScrapeSourceKind = 'news' | 'releases';

/** A feed the scrapers read, what they remember of it for conditional GETs, and its health. */
@Entity('scrape_sources')
export class ScrapeSource {
  @PrimaryColumn({ type: 'text' })
  url: string;

  /** Filled by the database (a serial), the admin's handle on the source. */
  @Column({ type: 'integer', unique: true, insert: false, update: false })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: ScrapeSourceKind;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'text', nullable: true })
  etag: string | null;

  @Column({ type: 'text', nullable: true })
  lastModified: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastFetchedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastOutcome: string | null;

  @Column({ type: 'integer', nullable: true })
  lastStatus: number | null;

  @Column({ type: 'integer', nullable: true })
  lastItemsFound: number | null;

  @Column({ type: 'integer', nullable: true })
  lastItemsAdded: number | null;

  @Column({ type: 'integer', default: 0 })
  consecutiveFailures: number;

  @Column({ type: 'integer', default: 0 })
  notModifiedHits: number;
}
