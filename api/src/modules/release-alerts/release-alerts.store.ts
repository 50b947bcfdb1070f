import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { rowsOfSubscription } from '../../database/subscription-rows';
import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { ReleaseAlertExportView } from '../../shared/contracts/admin';

/** One drop an alert email carries: the release and the followed artist it is by. */
export interface OwedAlert {
  releaseId: number;
  artistId: number;
}

/**
 * What one alert email may carry now: the drops it claimed, nothing (all
 * sent or withdrawn), or a time to come back because the subscriber's last
 * alert email went out less than the minimum gap ago.
 */
export type AlertClaim =
  { outcome: 'claimed'; alerts: OwedAlert[] } | { outcome: 'nothing' } | { outcome: 'wait'; until: Date };

/**
 * Serialises the claims of one subscriber's alerts (the second key of the
 * advisory lock is the subscription id), so two alert jobs running at once
 * never both decide that an hour has passed.
 */
const ALERT_CLAIM_LOCK = 731_662_034;

interface AlertRow {
  release_id: number;
  artist_id: number;
}

/**
 * The only reader and writer of release_alerts: the new-drop alerts owed to
 * subscribers, one per (subscriber, release) whatever re-scrapes or retries
 * happen, and which alert email carried each one.
 */
@Injectable()
export class ReleaseAlertsStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Owes the release to these subscribers; answers those it was not owed to before. */
  async owe(releaseId: number, artistId: number, subscriptionIds: readonly number[]): Promise<number[]> {
    if (subscriptionIds.length === 0) return [];
    const rows = await returningRows<{ subscription_id: number }>(
      this.dataSource,
      `INSERT INTO release_alerts (subscription_id, release_id, artist_id)
       SELECT subscription_id, $1, $2 FROM unnest($3::int[]) AS owed(subscription_id)
       ON CONFLICT (subscription_id, release_id) DO NOTHING
       RETURNING subscription_id`,
      [releaseId, artistId, subscriptionIds],
    );
    return rows.map((row) => row.subscription_id);
  }

  /** When the subscriber's last alert email was claimed, if ever. */
  async lastEmailedAt(subscriptionId: number): Promise<Date | null> {
    const [row]: { last: Date | null }[] = await this.dataSource.query(
      `SELECT max(emailed_at) AS last FROM release_alerts WHERE subscription_id = $1`,
      [subscriptionId],
    );
    return row?.last ?? null;
  }

  /**
   * Withdraws the subscriber's pending alerts except those by `keptArtistIds`
   * (all of them when the list is empty): they unfollowed, turned alerts off or left.
   */
  async withdrawExcept(subscriptionId: number, keptArtistIds: readonly number[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE release_alerts SET withdrawn_at = now()
       WHERE subscription_id = $1 AND email_key IS NULL AND withdrawn_at IS NULL
         AND NOT (artist_id = ANY($2::int[]))`,
      [subscriptionId, keptArtistIds],
    );
  }

  /**
   * Claims every pending alert of the subscriber for the email `emailKey`,
   * unless their last alert email is younger than `minGapMs`. A retry of the
   * same email finds the drops it claimed before, so it sends the same email.
   */
  claim(subscriptionId: number, emailKey: string, minGapMs: number): Promise<AlertClaim> {
    return this.dataSource.transaction(async (manager): Promise<AlertClaim> => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [ALERT_CLAIM_LOCK, subscriptionId]);
      const mine: AlertRow[] = await manager.query(
        `SELECT release_id, artist_id FROM release_alerts WHERE subscription_id = $1 AND email_key = $2 ORDER BY release_id`,
        [subscriptionId, emailKey],
      );
      if (mine.length > 0) return { outcome: 'claimed', alerts: mine.map(toOwed) };
      const [gap]: { pending: boolean; next_at: Date | null; due: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM release_alerts
                         WHERE subscription_id = $1 AND email_key IS NULL AND withdrawn_at IS NULL) AS pending,
                last.at + make_interval(secs => $2::float8 / 1000) AS next_at,
                last.at IS NULL OR last.at + make_interval(secs => $2::float8 / 1000) <= now() AS due
           FROM (SELECT max(emailed_at) AS at FROM release_alerts WHERE subscription_id = $1) last`,
        [subscriptionId, minGapMs],
      );
      if (!gap.pending) return { outcome: 'nothing' };
      if (!gap.due) return { outcome: 'wait', until: gap.next_at! };
      const claimed = await returningRows<AlertRow>(
        manager,
        `UPDATE release_alerts SET email_key = $2, emailed_at = now()
         WHERE subscription_id = $1 AND email_key IS NULL AND withdrawn_at IS NULL
         RETURNING release_id, artist_id`,
        [subscriptionId, emailKey],
      );
      // The releases in the order they were added, whatever order their alerts were owed in.
      return {
        outcome: 'claimed',
        alerts: claimed.sort((left, right) => left.release_id - right.release_id).map(toOwed),
      };
    });
  }

  /** The subscriber's alerts, oldest first, for their access export. */
  async forSubscription(subscriptionId: number): Promise<ReleaseAlertExportView[]> {
    const rows = await rowsOfSubscription<{
      release_id: number;
      artist_id: number;
      owed_at: Date;
      emailed_at: Date | null;
      withdrawn_at: Date | null;
    }>(this.dataSource, 'release_alerts', 'release_id, artist_id, owed_at, emailed_at, withdrawn_at', subscriptionId);
    return rows.map((row) => ({
      releaseId: row.release_id,
      artistId: row.artist_id,
      owedAt: isoDate(row.owed_at),
      emailedAt: isoDateOrNull(row.emailed_at),
      withdrawnAt: isoDateOrNull(row.withdrawn_at),
    }));
  }
}

function toOwed(row: AlertRow): OwedAlert {
  return { releaseId: row.release_id, artistId: row.artist_id };
}
