import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { NewSubscriber, SUBSCRIBER_COLUMNS as COLUMNS, SubscriberRecord } from './subscriber-record';

export type { NewSubscriber, SubscriberRecord } from './subscriber-record';

/** created: the signup took effect; fresh: it made a new row (rather than taking back an unsubscribed one). */
export type SignupOutcome =
  { created: true; fresh: boolean; subscriber: SubscriberRecord } | { created: false; subscriber: SubscriberRecord };

export type ConfirmOutcome = 'confirmed' | 'already-active' | 'unsubscribed' | 'bounced' | 'missing';

/**
 * Status changes of subscriptions: pending -> active on confirmation,
 * -> unsubscribed on request, -> bounced on a permanent delivery failure, and
 * unsubscribed -> pending (or active) on a new signup. Each change is one
 * conditional UPDATE, so two clicks or two workers never race into a wrong state.
 */
@Injectable()
export class SubscriberLifecycleStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a new subscriber, or takes an unsubscribed one back with the new
   * details; any other existing address is left as it is and returned. The
   * unique index on lower(email) arbitrates concurrent signups.
   */
  async signUp(input: NewSubscriber, status: 'pending' | 'active'): Promise<SignupOutcome> {
    const rows: (SubscriberRecord & { fresh: boolean })[] = await this.dataSource.query(
      `INSERT INTO subscriptions
         (email, first_name, last_name, phone_number, credit_program_participation, status, is_active, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6::varchar, true, CASE WHEN $6::varchar = 'active' THEN now() END)
       ON CONFLICT ((lower(email))) DO UPDATE SET
         first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name,
         phone_number = EXCLUDED.phone_number,
         credit_program_participation = EXCLUDED.credit_program_participation,
         status = EXCLUDED.status,
         is_active = true,
         confirmed_at = EXCLUDED.confirmed_at,
         unsubscribed_at = NULL,
         confirmation_sent_at = NULL
       WHERE subscriptions.status = 'unsubscribed'
       RETURNING ${COLUMNS}, (xmax = 0) AS fresh`,
      [input.email, input.firstName, input.lastName, input.phoneNumber, input.creditProgramParticipation, status],
    );
    if (rows.length > 0) {
      const { fresh, ...subscriber } = rows[0];
      return { created: true, fresh, subscriber };
    }
    const existing = await this.findByEmail(input.email);
    if (!existing) throw new Error('subscription vanished between insert and read');
    return { created: false, subscriber: existing };
  }

  /** An admin import: stored as active (the admin vouches for the consent), or null when the address exists. */
  async importActive(input: NewSubscriber): Promise<SubscriberRecord | null> {
    const [row]: SubscriberRecord[] = await this.dataSource.query(
      `INSERT INTO subscriptions
         (email, first_name, last_name, phone_number, credit_program_participation, status, is_active, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, 'active', true, now())
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING ${COLUMNS}`,
      [input.email, input.firstName, input.lastName, input.phoneNumber, input.creditProgramParticipation],
    );
    return row ?? null;
  }

  async findById(id: number): Promise<SubscriberRecord | null> {
    const [row]: SubscriberRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM subscriptions WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  async findByEmail(email: string): Promise<SubscriberRecord | null> {
    const [row]: SubscriberRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM subscriptions WHERE lower(email) = lower($1)`,
      [email],
    );
    return row ?? null;
  }

  /**
   * Takes the right to send a pending subscriber a confirmation email: at most
   * one per `minIntervalMs`. Returns the moment taken, or null when a recent
   * one was already sent (or the subscriber is no longer pending).
   */
  async claimConfirmationSend(id: number, minIntervalMs: number): Promise<Date | null> {
    return this.claimSignUpEmail(id, 'pending', minIntervalMs);
  }

  /**
   * The same claim for the note an active subscriber gets when their address
   * is entered in the sign-up form again: confirmation_sent_at records the
   * last email a sign-up request sent, whichever it was, so the form cannot be
   * used to flood an address.
   */
  async claimAlreadySubscribedSend(id: number, minIntervalMs: number): Promise<Date | null> {
    return this.claimSignUpEmail(id, 'active', minIntervalMs);
  }

  /**
   * The same claim for a fresh preferences link asked for by address: it
   * shares the sign-up emails' clock, so no form on the site can be used to
   * send an address more than one email per interval.
   */
  async claimPreferencesLinkSend(id: number, minIntervalMs: number): Promise<Date | null> {
    return this.claimSignUpEmail(id, 'active', minIntervalMs);
  }

  private async claimSignUpEmail(
    id: number,
    status: 'pending' | 'active',
    minIntervalMs: number,
  ): Promise<Date | null> {
    const [row] = await returningRows<{ at: Date }>(
      this.dataSource,
      `UPDATE subscriptions SET confirmation_sent_at = clock_timestamp()
       WHERE id = $1 AND status = $3::varchar
         AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - make_interval(secs => $2::float8 / 1000))
       RETURNING confirmation_sent_at AS at`,
      [id, minIntervalMs, status],
    );
    return row?.at ?? null;
  }

  /** Gives the claim back when the email could not be queued, so the reader's retry is not refused. */
  async releaseConfirmationSend(id: number, claimedAt: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE subscriptions SET confirmation_sent_at = NULL WHERE id = $1 AND confirmation_sent_at = $2`,
      [id, claimedAt],
    );
  }

  async confirm(id: number): Promise<{ outcome: ConfirmOutcome; confirmedAt: Date | null }> {
    const [row] = await returningRows<{ confirmedAt: Date }>(
      this.dataSource,
      `UPDATE subscriptions SET status = 'active', confirmed_at = clock_timestamp()
       WHERE id = $1 AND status = 'pending'
       RETURNING confirmed_at AS "confirmedAt"`,
      [id],
    );
    if (row) return { outcome: 'confirmed', confirmedAt: row.confirmedAt };
    const current = await this.findById(id);
    if (!current) return { outcome: 'missing', confirmedAt: null };
    const outcome: ConfirmOutcome =
      current.status === 'active' ? 'already-active' : current.status === 'bounced' ? 'bounced' : 'unsubscribed';
    return { outcome, confirmedAt: current.confirmedAt };
  }

  /** True when this call unsubscribed a pending or active subscriber; false when there was nothing to do. */
  async unsubscribe(id: number): Promise<boolean> {
    const rows = await returningRows(
      this.dataSource,
      `UPDATE subscriptions SET status = 'unsubscribed', is_active = false, unsubscribed_at = clock_timestamp()
       WHERE id = $1 AND status IN ('pending', 'active')
       RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** A mailbox that rejected us for good: no more email to it. */
  async markBounced(id: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE subscriptions SET status = 'bounced', is_active = false WHERE id = $1 AND status <> 'unsubscribed'`,
      [id],
    );
  }

  /** Erases the subscriber; consents and delivery records go with the row. Returns null when there was none. */
  async erase(id: number): Promise<SubscriberRecord | null> {
    const [row] = await returningRows<SubscriberRecord>(
      this.dataSource,
      `DELETE FROM subscriptions WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    return row ?? null;
  }
}
