import { Column, Entity, PrimaryColumn } from 'typeorm';
import {
  DefaultNowColumn,
  FlagColumn,
  NullableTextColumn,
  NullableTimestamptzColumn,
  VarcharColumn,
} from '../../database/columns';
import { DEFAULT_REVIEW_POLICY, type ReviewPolicy } from '../../shared/domain/review-policy';

export type ScrapeSourceKind = 'news' | 'releases';

/** A feed the scrapers read, what they remember of it for conditional GETs, and its health. */
@Entity('scrape_sources')
export class ScrapeSource {
  @PrimaryColumn({ type: 'text' })
  url: string;

  /** Filled by the database (a serial), the admin's handle on the source. */
  @Column({ type: 'integer', unique: true, insert: false, update: false })
  id: number;

  @VarcharColumn(20)
  kind: ScrapeSourceKind;

  @FlagColumn(true)
  enabled: boolean;

  /** New stories go public at once (`publish`) or wait in the review queue as drafts (`review`). */
  @Column({ type: 'varchar', length: 10, default: DEFAULT_REVIEW_POLICY })
  policy: ReviewPolicy;

  @DefaultNowColumn()
  createdAt: Date;

  @NullableTextColumn()
  etag: string | null;

  @NullableTextColumn()
  lastModified: string | null;

  @NullableTimestamptzColumn()
  lastFetchedAt: Date | null;

  @NullableTextColumn()
  lastOutcome: string | null;

  @Column({ type: 'integer', nullable: true })
  lastStatus: number | null;

  @Column({ type: 'integer', nullable: true })
  lastItemsFound: number | null;

  @Column({ type: 'integer', nullable: true })
  lastItemsAdded: number | null;

  /** Failed runs in a row: a retried run counts once (see lastFailedRun). */
  @Column({ type: 'integer', default: 0 })
  consecutiveFailures: number;

  /** The run (job id) that last counted a failure. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  lastFailedRun: string | null;

  @Column({ type: 'integer', default: 0 })
  notModifiedHits: number;
}
