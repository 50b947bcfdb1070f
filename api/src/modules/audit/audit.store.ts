import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { containsPattern } from '../../database/contains-pattern';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { AuditEntryView } from '../../shared/contracts/audit';
import { AuditEntry } from './audit-entry.entity';

/** An entry as a write records it: the log stamps its id and time. */
export type NewAuditEntry = Omit<AuditEntryView, 'id' | 'occurredAt'>;

export interface AuditFilter {
  actor?: string;
  action?: string;
  entity?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** The one place that reads and writes `audit_log`. It only ever adds rows: there is no update or delete here. */
@Injectable()
export class AuditStore {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async add(entry: NewAuditEntry): Promise<void> {
    await this.entries.insert(entry as QueryDeepPartialEntity<AuditEntry>);
  }

  /**
   * Newest first. `actor` matches the member's id exactly or their email in
   * part (without case), so the filter box takes either.
   */
  async list(filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
    const query = this.entries.createQueryBuilder('entry');
    if (filter.actor) {
      const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(filter.actor);
      if (isId) query.andWhere('entry.actor_id = :actorId', { actorId: filter.actor });
      else query.andWhere(`entry.actor_email ILIKE :actor ESCAPE '\\'`, { actor: containsPattern(filter.actor) });
    }
    if (filter.action) query.andWhere('entry.action = :action', { action: filter.action });
    if (filter.entity) query.andWhere('entry.entity = :entity', { entity: filter.entity });
    if (filter.from) query.andWhere('entry.occurred_at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('entry.occurred_at < :to', { to: filter.to });
    const [entries, total] = await query
      .orderBy('entry.occurred_at', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(filter.limit)
      .offset(filter.offset)
      .getManyAndCount();
    return { entries, total };
  }
}
