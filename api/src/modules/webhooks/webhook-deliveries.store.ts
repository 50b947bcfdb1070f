import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returningRows } from '../../database/returning-rows';

/** A delivery taken for one attempt, with what the worker needs to send it. */
export interface ClaimedDelivery {
  id: number;
  messageId: string;
  attempts: number;
  giveUpAt: Date;
  endpoint: { id: number; url: string; secret: string; allowPersonalData: boolean; enabled: boolean };
  event: { type: string; data: Record<string, unknown>; personal: Record<string, unknown> | null; occurredAt: Date };
}

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface DueDelivery {
  id: number;
  attempts: number;
}

/** How long one attempt holds its delivery: another job or sweep leaves it alone meanwhile. */
const CLAIM_SECONDS = 120;

/**
 * The worker's side of webhook_events, webhook_deliveries and
 * webhook_attempts: new events become one delivery per interested endpoint,
 * each delivery is claimed for one attempt at a time, and every attempt is
 * kept. The admin's "send again" also starts here.
 */
@Injectable()
export class WebhookDeliveriesStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Turns up to `limit` new events into deliveries, in one transaction: an
   * event is marked dispatched only with its deliveries written, and two
   * workers never take the same event (SKIP LOCKED). Endpoints registered
   * after an event do not get it. Answers how many events were taken.
   */
  dispatchNew(limit: number, giveUpAfterMs: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const events: { id: string }[] = await manager.query(
        `SELECT id FROM webhook_events WHERE dispatched_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      if (events.length === 0) return 0;
      const ids = events.map((event) => event.id);
      await manager.query(
        `INSERT INTO webhook_deliveries (message_id, endpoint_id, event_id, give_up_at)
         SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), w.id, e.id,
                now() + make_interval(secs => $2::double precision / 1000)
         FROM webhook_events e
         JOIN webhook_endpoints w ON w.enabled AND e.type = ANY (w.events) AND w.created_at <= e.occurred_at
         WHERE e.id = ANY ($1::bigint[])
         ON CONFLICT (endpoint_id, event_id) DO NOTHING`,
        [ids, giveUpAfterMs],
      );
      await manager.query(`UPDATE webhook_events SET dispatched_at = now() WHERE id = ANY ($1::bigint[])`, [ids]);
      return ids.length;
    });
  }

  /** Deliveries whose attempt is due and that no attempt holds: queued by the sweep (a lost job, or a new delivery). */
  due(limit: number): Promise<DueDelivery[]> {
    return this.dataSource.query(
      `SELECT id, attempts FROM webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
       ORDER BY next_attempt_at LIMIT $1`,
      [limit],
    );
  }

  /** Takes a due delivery for one attempt, or null when it is not due, is held, or is settled. */
  async claim(id: number): Promise<ClaimedDelivery | null> {
    const [row] = await returningRows<{
      id: number;
      message_id: string;
      attempts: number;
      give_up_at: Date;
      endpoint_id: number;
      event_id: string;
    }>(
      this.dataSource,
      `UPDATE webhook_deliveries SET claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
       WHERE id = $1 AND status = 'pending' AND next_attempt_at <= now() + interval '2 seconds'
         AND (claimed_until IS NULL OR claimed_until < now())
       RETURNING id, message_id, attempts, give_up_at, endpoint_id, event_id`,
      [id],
    );
    if (!row) return null;
    const [endpoint]: ClaimedDelivery['endpoint'][] = await this.dataSource.query(
      `SELECT id, url, secret, allow_personal_data AS "allowPersonalData", enabled FROM webhook_endpoints WHERE id = $1`,
      [row.endpoint_id],
    );
    const [event]: ClaimedDelivery['event'][] = await this.dataSource.query(
      `SELECT type, data, personal, occurred_at AS "occurredAt" FROM webhook_events WHERE id = $1`,
      [row.event_id],
    );
    return { id: row.id, messageId: row.message_id, attempts: row.attempts, giveUpAt: row.give_up_at, endpoint, event };
  }

  /**
   * Keeps one attempt and settles the delivery: delivered, due again at
   * `retryAt`, or failed for good when there is no retry. The endpoint's count
   * of failures in a row moves with it; answers true the one time this failure
   * disables the endpoint (at `disableAfter` failures in a row).
   */
  recordAttempt(
    delivery: Pick<ClaimedDelivery, 'id' | 'endpoint'>,
    outcome: AttemptOutcome,
    retryAt: Date | null,
    disableAfter: number,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO webhook_attempts (delivery_id, status_code, error, duration_ms) VALUES ($1, $2, $3, $4)`,
        [delivery.id, outcome.statusCode, outcome.error, outcome.durationMs],
      );
      const status = outcome.ok ? 'delivered' : retryAt ? 'pending' : 'failed';
      await manager.query(
        `UPDATE webhook_deliveries
         SET status = $2, attempts = attempts + 1, last_attempt_at = now(), last_status = $3, last_error = $4,
             next_attempt_at = COALESCE($5, next_attempt_at), claimed_until = NULL
         WHERE id = $1`,
        [delivery.id, status, outcome.statusCode, outcome.error, retryAt],
      );
      return this.countOnEndpoint(manager, delivery.endpoint.id, outcome.ok, disableAfter);
    });
  }

  private async countOnEndpoint(
    manager: EntityManager,
    endpointId: number,
    ok: boolean,
    disableAfter: number,
  ): Promise<boolean> {
    if (ok) {
      await manager.query(`UPDATE webhook_endpoints SET failures_in_a_row = 0 WHERE id = $1`, [endpointId]);
      return false;
    }
    const [counted] = await returningRows<{ failures_in_a_row: number }>(
      manager,
      `UPDATE webhook_endpoints SET failures_in_a_row = failures_in_a_row + 1 WHERE id = $1 RETURNING failures_in_a_row`,
      [endpointId],
    );
    if (!counted || counted.failures_in_a_row < disableAfter) return false;
    const disabled = await returningRows<{ id: number }>(
      manager,
      `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2 WHERE id = $1 AND enabled RETURNING id`,
      [endpointId, `Disabled after ${counted.failures_in_a_row} failed attempts in a row`],
    );
    return disabled.length > 0;
  }

  /** A delivery whose endpoint is switched off: given up, saying why. */
  async abandon(id: number, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'failed', last_error = $2, claimed_until = NULL WHERE id = $1`,
      [id, reason],
    );
  }

  /**
   * The admin's "send again": the delivery is due now, with a fresh day of
   * retries, keeping its message id so a receiver that got it already can
   * tell. Null when the endpoint has no such delivery or an attempt holds it.
   */
  async resend(endpointId: number, deliveryId: number, giveUpAfterMs: number): Promise<DueDelivery | null> {
    const [row] = await returningRows<DueDelivery>(
      this.dataSource,
      `UPDATE webhook_deliveries
       SET status = 'pending', next_attempt_at = now(), claimed_until = NULL,
           give_up_at = now() + make_interval(secs => $3::double precision / 1000)
       WHERE id = $2 AND endpoint_id = $1 AND (claimed_until IS NULL OR claimed_until < now())
       RETURNING id, attempts`,
      [endpointId, deliveryId, giveUpAfterMs],
    );
    return row ?? null;
  }
}
