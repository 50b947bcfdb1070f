import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, In, IsNull, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { EntityStore } from '../../database/entity-store';
import { returningRows } from '../../database/returning-rows';
import type { Page } from '../../http/list-query.dto';
import type { NewsletterSegment } from '../../shared/contracts/newsletters';
import { Newsletter } from './newsletter.entity';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { NewsletterSort } from './dto/admin-newsletter-list-query.dto';

/** How the admin's list sorts and what its search looks in. */
const ADMIN_NEWSLETTER_LIST: AdminListShape<NewsletterSort> = {
  sortColumns: {
    created: 'newsletter.created_at',
    published: 'newsletter.published_at',
    title: 'newsletter.title',
    status: 'newsletter.status',
  },
  nullableSorts: ['published'],
  defaultSort: 'created',
  searchColumns: ['newsletter.title', 'newsletter.description'],
  idColumn: 'newsletter.id',
};

export type NewsletterFields = Omit<
  Newsletter,
  'id' | 'createdAt' | 'status' | 'scheduledAt' | 'sentAt' | 'recipientCount' | 'segment' | 'sendJobId' | 'digestWeek'
>;

/** What a newsletter needs to go out, as the send job reads it. */
export type SendableNewsletter = Pick<Newsletter, 'id' | 'title' | 'description' | 'content' | 'status' | 'segment'>;

export interface DigestDraft {
  week: string;
  title: string;
  description: string;
  content: string;
  tags: string[];
}

/**
 * What readers may see: the issues that went out. The archive says it lists
 * every issue we have sent, and a draft, or one waiting for its first send,
 * was never sent; it goes public when its send finishes.
 */
const PUBLIC_NEWSLETTERS: FindOptionsWhere<Newsletter>[] = [{ publishedAt: Not(IsNull()), sentAt: Not(IsNull()) }];

/**
 * The one place that reads and writes `newsletters`. The sending lifecycle
 * moves only through conditional UPDATEs (draft or cancelled -> scheduled ->
 * sending -> sent, scheduled -> cancelled), so two admins, two workers or a
 * job that runs twice can never both win the same step.
 */
@Injectable()
export class NewslettersStore extends EntityStore<Newsletter, NewsletterFields> {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {
    super(newsletters);
  }

  /** Every newsletter, newest first, unpublished drafts first among equals: the admin's list. */
  async list(page: { limit: number; offset: number }): Promise<Page<Newsletter>> {
    const [items, total] = await this.newsletters
      .createQueryBuilder('newsletter')
      .orderBy('newsletter.published_at', 'DESC', 'NULLS FIRST')
      .addOrderBy('newsletter.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items, total };
  }

  /** The admin's list: drafts included, searched and sorted, newest first by default (the created_at index's order). */
  async adminList(request: AdminListRequest<NewsletterSort>): Promise<Page<Newsletter>> {
    const [items, total] = await this.adminListQuery(request).getManyAndCount();
    return { items, total };
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<NewsletterSort>): SelectQueryBuilder<Newsletter> {
    const query = this.newsletters.createQueryBuilder('newsletter');
    return applyAdminList(query, ADMIN_NEWSLETTER_LIST, request);
  }

  /** What readers see: the issues that went out, newest first. */
  async listPublished(page: { limit: number; offset: number }): Promise<Page<Newsletter>> {
    const [items, total] = await this.newsletters.findAndCount({
      where: PUBLIC_NEWSLETTERS,
      order: { publishedAt: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { items, total };
  }

  findPublished(id: number): Promise<Newsletter | null> {
    return this.newsletters.findOneBy(PUBLIC_NEWSLETTERS.map((visible) => ({ ...visible, id })));
  }

  count(): Promise<number> {
    return this.newsletters.count();
  }

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
    return row ? this.findById(id) : null;
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

  /** The titles of these newsletters by id (an erased one is simply absent). */
  async titlesOf(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.newsletters.find({ select: { id: true, title: true }, where: { id: In(ids) } });
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /** The id of the digest drafted for this ISO week, if any. */
  async findDigest(week: string): Promise<number | null> {
    const found = await this.newsletters.findOne({ select: { id: true }, where: { digestWeek: week } });
    return found?.id ?? null;
  }

  /** Newsletters whose send is under way, with its send key: the sweep looks after their endings and lost emails. */
  async underWay(): Promise<{ id: number; sendJobId: string }[]> {
    const rows = await this.newsletters.find({ select: { id: true, sendJobId: true }, where: { status: 'sending' } });
    return rows.flatMap((row) => (row.sendJobId ? [{ id: row.id, sendJobId: row.sendJobId }] : []));
  }

  /** Writes the digest draft of a week once; a second run for the same week finds it and changes nothing. */
  async createDigestDraft(draft: DigestDraft): Promise<{ id: number; created: boolean }> {
    const [inserted] = await returningRows<{ id: number }>(
      this.newsletters.manager,
      `INSERT INTO newsletters (title, description, content, tags, published_at, digest_week)
       VALUES ($1, $2, $3, $4, NULL, $5)
       ON CONFLICT (digest_week) DO NOTHING
       RETURNING id`,
      [draft.title, draft.description, draft.content, draft.tags, draft.week],
    );
    if (inserted) return { id: inserted.id, created: true };
    const [existing]: { id: number }[] = await this.newsletters.manager.query(
      `SELECT id FROM newsletters WHERE digest_week = $1`,
      [draft.week],
    );
    return { id: existing.id, created: false };
  }
}
