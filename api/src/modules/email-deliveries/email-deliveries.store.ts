import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { rowsOfSubscription } from '../../database/subscription-rows';
import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { EmailDeliveryView } from '../../shared/contracts/admin';

export type DeliveryStatus = EmailDeliveryView['status'];

export interface NewDelivery {
  deliveryKey: string;
  kind: string;
  subscriptionId: number | null;
  recipient: string;
  subject: string;
  messageId: string;
}

export interface DeliveryRecord {
  deliveryKey: string;
  status: DeliveryStatus;
  messageId: string;
  attempts: number;
}

interface DeliveryRow {
  delivery_key: string;
  kind: string;
  subject: string | null;
  message_id: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * The only reader and writer of email_deliveries: one row per intended email
 * (its key names the email, not the attempt), so a job that runs twice finds
 * the first run's outcome and never sends the same email again.
 */
@Injectable()
export class EmailDeliveriesStore {
  constructor(private readonly dataSource: DataSource) {}

  /** The delivery with this key, created on first call; a later call gets the stored row (and its Message-ID). */
  async begin(delivery: NewDelivery): Promise<DeliveryRecord> {
    await this.dataSource.query(
      `INSERT INTO email_deliveries (delivery_key, kind, subscription_id, recipient, subject, message_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (delivery_key) DO NOTHING`,
      [
        delivery.deliveryKey,
        delivery.kind,
        delivery.subscriptionId,
        delivery.recipient,
        delivery.subject,
        delivery.messageId,
      ],
    );
    const [row] = await returningRows<DeliveryRow>(
      this.dataSource,
      `UPDATE email_deliveries SET attempts = attempts + 1
       WHERE delivery_key = $1 AND status = 'sending'
       RETURNING delivery_key, status, message_id, attempts`,
      [delivery.deliveryKey],
    );
    if (row) return toRecord(row);
    const [settled]: DeliveryRow[] = await this.dataSource.query(
      `SELECT delivery_key, status, message_id, attempts FROM email_deliveries WHERE delivery_key = $1`,
      [delivery.deliveryKey],
    );
    return toRecord(settled);
  }

  async markSent(deliveryKey: string): Promise<void> {
    await this.settle(deliveryKey, 'sent', null);
  }

  /** A permanent rejection: the row keeps the server's reply as the reason. */
  async markFailed(deliveryKey: string, reason: string): Promise<void> {
    await this.settle(deliveryKey, 'failed', reason);
  }

  /** A temporary failure: the row stays 'sending' for the next attempt, with the reply of this one. */
  async noteTemporaryFailure(deliveryKey: string, reason: string): Promise<void> {
    await this.dataSource.query(`UPDATE email_deliveries SET last_error = $2 WHERE delivery_key = $1`, [
      deliveryKey,
      reason,
    ]);
  }

  async forSubscription(subscriptionId: number): Promise<EmailDeliveryView[]> {
    const rows = await rowsOfSubscription<DeliveryRow>(
      this.dataSource,
      'email_deliveries',
      'kind, subject, message_id, status, attempts, last_error, created_at, sent_at',
      subscriptionId,
    );
    return rows.map((row) => ({
      kind: row.kind,
      subject: row.subject,
      messageId: row.message_id,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: isoDate(row.created_at),
      sentAt: isoDateOrNull(row.sent_at),
    }));
  }

  private async settle(deliveryKey: string, status: DeliveryStatus, reason: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_deliveries
       SET status = $2::varchar, last_error = coalesce($3::text, last_error),
           sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END
       WHERE delivery_key = $1`,
      [deliveryKey, status, reason],
    );
  }
}

function toRecord(row: DeliveryRow): DeliveryRecord {
  return { deliveryKey: row.delivery_key, status: row.status, messageId: row.message_id, attempts: row.attempts };
}
