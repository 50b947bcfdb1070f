import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '../../database/returning-rows';

export interface WebhookEndpointRow {
  id: number;
  url: string;
  events: string[];
  allow_personal_data: boolean;
  enabled: boolean;
  disabled_reason: string | null;
  failures_in_a_row: number;
  created_by: string | null;
  created_at: Date;
}

export interface NewWebhookEndpoint {
  url: string;
  events: string[];
  secret: string;
  allowPersonalData: boolean;
  createdBy: string | null;
}

export interface EndpointDeliveryRow {
  id: number;
  message_id: string;
  type: string;
  occurred_at: Date;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  last_attempts: { attemptedAt: string; statusCode: number | null; error: string | null; durationMs: number }[];
}

/** Every column but the secret, which is read only by the worker that signs with it. */
const COLUMNS = `id, url, events, allow_personal_data, enabled, disabled_reason, failures_in_a_row, created_by, created_at`;

/** The admin's side of webhook_endpoints: register, list, switch on or off, remove, and read what was sent. */
@Injectable()
export class WebhookEndpointsStore {
  constructor(private readonly dataSource: DataSource) {}

  async create(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
    const [row] = await returningRows<WebhookEndpointRow>(
      this.dataSource,
      `INSERT INTO webhook_endpoints (url, events, secret, allow_personal_data, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [endpoint.url, endpoint.events, endpoint.secret, endpoint.allowPersonalData, endpoint.createdBy],
    );
    return row;
  }

  list(): Promise<WebhookEndpointRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM webhook_endpoints ORDER BY id DESC`);
  }

  async find(id: number): Promise<WebhookEndpointRow | null> {
    const rows: WebhookEndpointRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Switched back on, an endpoint starts with a clean record: its earlier failures disabled it already. */
  async setEnabled(id: number, enabled: boolean): Promise<WebhookEndpointRow | null> {
    const [row] = await returningRows<WebhookEndpointRow>(
      this.dataSource,
      `UPDATE webhook_endpoints
       SET enabled = $2,
           disabled_reason = CASE WHEN $2 THEN NULL ELSE 'Switched off by an admin' END,
           failures_in_a_row = CASE WHEN $2 THEN 0 ELSE failures_in_a_row END
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, enabled],
    );
    return row ?? null;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await returningRows<{ id: number }>(
      this.dataSource,
      `DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** The endpoint's latest deliveries, newest first, each with its last three attempts. */
  recentDeliveries(endpointId: number, limit: number): Promise<EndpointDeliveryRow[]> {
    return this.dataSource.query(
      `SELECT d.id, d.message_id, e.type, e.occurred_at, d.status, d.attempts, d.next_attempt_at,
              COALESCE((SELECT json_agg(json_build_object('attemptedAt', a.attempted_at, 'statusCode', a.status_code,
                                                          'error', a.error, 'durationMs', a.duration_ms)
                                        ORDER BY a.id DESC)
                        FROM (SELECT * FROM webhook_attempts WHERE delivery_id = d.id ORDER BY id DESC LIMIT 3) a),
                       '[]') AS last_attempts
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2`,
      [endpointId, limit],
    );
  }
}
