import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '../../database/returning-rows';

export interface CaughtMessage {
  messageId: string | null;
  envelopeFrom: string | null;
  recipients: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: { name: string; value: string }[];
}

export interface OutboxRow {
  id: number;
  message_id: string | null;
  envelope_from: string | null;
  recipients: string[];
  subject: string;
  html: string | null;
  text_body: string | null;
  headers: { name: string; value: string }[];
  received_at: Date;
}

/**
 * The only reader and writer of outbox_messages: what the local catch-all SMTP
 * server received. The API lists it for the admin's Outbox page; the catch-all
 * (started by `npm start` without SMTP_URL) writes it, constructing it over a
 * DataSource of its own outside Nest.
 */
@Injectable()
export class OutboxStore {
  constructor(private readonly dataSource: DataSource) {}

  async save(message: CaughtMessage): Promise<number> {
    const [row]: { id: number }[] = await this.dataSource.query(
      `INSERT INTO outbox_messages (message_id, envelope_from, recipients, subject, html, text_body, headers)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        message.messageId,
        message.envelopeFrom,
        message.recipients,
        message.subject,
        message.html,
        message.text,
        JSON.stringify(message.headers),
      ],
    );
    return row.id;
  }

  /**
   * A page and the total in one statement, so both see the same moment: as two queries, a message caught between
   * them was listed but not counted (or counted but not listed).
   */
  async page(limit: number, offset: number): Promise<{ rows: OutboxRow[]; total: number }> {
    const found: (OutboxRow & { total: number })[] = await this.dataSource.query(
      `SELECT counted.total, listed.id, listed.recipients, listed.subject, listed.received_at
       FROM (SELECT count(*)::int AS total FROM outbox_messages) counted
       LEFT JOIN LATERAL (
         SELECT id, recipients, subject, received_at FROM outbox_messages
         ORDER BY received_at DESC, id DESC LIMIT $1 OFFSET $2
       ) listed ON true
       ORDER BY listed.received_at DESC, listed.id DESC`,
      [limit, offset],
    );
    // An empty page is one row of the total alone.
    const rows = found.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as OutboxRow);
    return { rows, total: found[0]?.total ?? 0 };
  }

  async get(id: number): Promise<OutboxRow | null> {
    const [row]: OutboxRow[] = await this.dataSource.query(`SELECT * FROM outbox_messages WHERE id = $1`, [id]);
    return row ?? null;
  }

  /** Part of a subscriber's access export: which local copies of emails to them exist (never their bodies, which hold link tokens). */
  async summariesForRecipient(
    email: string,
  ): Promise<Pick<OutboxRow, 'message_id' | 'recipients' | 'subject' | 'received_at'>[]> {
    return this.dataSource.query(
      `SELECT message_id, recipients, subject, received_at FROM outbox_messages
       WHERE lower($1) = ANY(SELECT lower(r) FROM unnest(recipients) AS r) ORDER BY received_at, id`,
      [email],
    );
  }

  /** Part of erasing a subscriber: the local copies of what was sent to them go too. */
  async deleteForRecipient(email: string): Promise<number> {
    const rows = await returningRows(
      this.dataSource,
      `DELETE FROM outbox_messages WHERE lower($1) = ANY(SELECT lower(r) FROM unnest(recipients) AS r) RETURNING id`,
      [email],
    );
    return rows.length;
  }
}
