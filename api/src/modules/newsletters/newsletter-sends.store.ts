import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import type { NewsletterSegment } from '../../shared/contracts/newsletters';
import { Newsletter } from './newsletter.entity';

/** What a newsletter needs to go out, as the send job reads it. */
export type SendableNewsletter = Pick<Newsletter, 'id' | 'title' | 'description' | 'content' | 'status' | 'segment'>;

/**
 * A newsletter's sending lifecycle. It moves only through conditional
 * UPDATEs (draft or cancelled -> scheduled -> sending -> sent, scheduled ->
 * cancelled), so two admins, two workers or a job that runs twice can never
 * both win the same step.
 */
@Injectable()
export class NewsletterSendsStore {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {}

  /**
   * Takes the newsletter from draft (or a cancelled or finished send, for a
   * resend) to scheduled for `jobId`. Null when a send is already scheduled
   * or running, or the newsletter does not exist.
   */
  async schedule(
    id: number,
    send: { jobId: string; scheduledAt: Date; segment: NewsletterSegment },
  ): Promise<Newsletter | null> {
    const [row] = await returningRows<{ id: number }>(
      this.newsletters.manager,
      `UPDATE newsletters
       SET status = 'scheduled', scheduled_at = $2, segment = $3::jsonb, send_job_id = $4
       WHERE id = $1 AND status IN ('draft', 'cancelled', 'sent')
       RETURNING id`,
      [id, send.scheduledAt, JSON.stringify(send.segment), send.jobId],
    );
    return row ? this.newsletters.findOneBy({ id }) : null;
  }

  /** Undoes schedule() when the job could not be queued, so the admin can try again. */
  async unschedule(id: number, jobId: string, previous: Newsletter): Promise<void> {
    await this.newsletters.manager.query(
      `UPDATE newsletters SET status = $3, scheduled_at = $4, segment = $5::jsonb, send_job_id = $6
       WHERE id = $1 AND send_job_id = $2 AND status = 'scheduled'`,
      [
        id,
        jobId,
        previous.status,
        previous.scheduledAt,
        previous.segment ? JSON.stringify(previous.segment) : null,
        previous.sendJobId,
      ],
    );
  }

  /** Cancels a send that has not started; false when there was none. */
  async cancelScheduled(id: number): Promise<string | null> {
    const [row] = await returningRows<{ send_job_id: string }>(
      this.newsletters.manager,
      `UPDATE newsletters SET status = 'cancelled' WHERE id = $1 AND status = 'scheduled' RETURNING send_job_id`,
      [id],
    );
    return row ? row.send_job_id : null;
  }

  /**
   * The send job `jobId` takes its newsletter from scheduled to sending (and
   * publishes it, so the 'View in browser' link works); a retry of the same job
   * finds it already sending and carries on. Null when the send was cancelled
   * or replaced by another.
   */
  async startSending(id: number, jobId: string): Promise<SendableNewsletter | null> {
    const [row] = await returningRows<SendableNewsletter>(
      this.newsletters.manager,
      `UPDATE newsletters SET status = 'sending', published_at = coalesce(published_at, now())
       WHERE id = $1 AND send_job_id = $2 AND status IN ('scheduled', 'sending')
       RETURNING id, title, description, content, status, segment`,
      [id, jobId],
    );
    return row ?? null;
  }

  async recordRecipients(id: number, count: number): Promise<void> {
    await this.newsletters.manager.query(`UPDATE newsletters SET recipient_count = $2 WHERE id = $1`, [id, count]);
  }

  /** The last delivery settled: the send is over. */
  async markSent(id: number): Promise<void> {
    await this.newsletters.manager.query(
      `UPDATE newsletters SET status = 'sent', sent_at = now() WHERE id = $1 AND status = 'sending'`,
      [id],
    );
  }

  /** A retry of failed deliveries runs as a new send job of the same newsletter, without a new snapshot. */
  async resumeSending(id: number, jobId: string): Promise<boolean> {
    const rows = await returningRows(
      this.newsletters.manager,
      `UPDATE newsletters SET status = 'sending', send_job_id = $2
       WHERE id = $1 AND status IN ('sent', 'sending') RETURNING id`,
      [id, jobId],
    );
    return rows.length > 0;
  }

  /** Scheduled sends whose time has come: a worker that starts makes sure each has its job. */
  async overdueScheduled(now = new Date()): Promise<{ id: number; sendJobId: string }[]> {
    const rows: { id: number; send_job_id: string }[] = await this.newsletters.manager.query(
      `SELECT id, send_job_id FROM newsletters WHERE status = 'scheduled' AND scheduled_at <= $1 ORDER BY scheduled_at`,
      [now],
    );
    return rows.map((row) => ({ id: row.id, sendJobId: row.send_job_id }));
  }

  /** Newsletters whose send is under way, with its send key: the sweep looks after their endings and lost emails. */
  async underWay(): Promise<{ id: number; sendJobId: string }[]> {
    const rows = await this.newsletters.find({ select: { id: true, sendJobId: true }, where: { status: 'sending' } });
    return rows.flatMap((row) => (row.sendJobId ? [{ id: row.id, sendJobId: row.sendJobId }] : []));
  }
}
