import { Get, Query } from '@nestjs/common';
import type { AuditEntryView, AuditPage } from '../../shared/contracts/audit';
import { DeskController } from '../auth/desk-controller.decorator';
import { Allow } from '../auth/allow.decorator';
import type { AuditEntry } from './audit-entry.entity';
import { AuditStore } from './audit.store';
import { AuditQueryDto } from './dto/audit-query.dto';

/**
 * The audit log, read-only: no route here or anywhere changes or deletes an
 * entry (and the table's trigger refuses it too).
 */
@DeskController('admin/audit')
export class AuditController {
  constructor(private readonly store: AuditStore) {}

  @Allow('admin')
  @Get()
  async list(@Query() query: AuditQueryDto): Promise<AuditPage> {
    const { entries, total } = await this.store.list(query);
    return { entries: entries.map(toView), total, limit: query.limit, offset: query.offset };
  }
}

function toView(entry: AuditEntry): AuditEntryView {
  return {
    id: String(entry.id),
    occurredAt: entry.occurredAt.toISOString(),
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    route: entry.route,
    ip: entry.ip,
    changes: entry.changes,
  };
}
