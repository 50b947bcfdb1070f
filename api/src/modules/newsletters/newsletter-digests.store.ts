import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { returningRows } from '../../database/returning-rows';
import { Newsletter } from './newsletter.entity';

export interface DigestDraft {
  week: string;
  title: string;
  description: string;
  content: string;
  tags: string[];
}

/** The weekly digest drafts the worker writes, one per ISO week (ON CONFLICT on digest_week). */
@Injectable()
export class NewsletterDigestsStore {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {}

  /** The id of the digest drafted for this ISO week, if any. */
  async findDigest(week: string): Promise<number | null> {
    const found = await this.newsletters.findOne({ select: { id: true }, where: { digestWeek: week } });
    return found?.id ?? null;
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
