/** Response shapes of the audit log, imported by the web's Audit tab. */

/** Field values before and after a write; secrets appear as REDACTED. */
export interface AuditChanges {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface AuditEntryView {
  id: string;
  /** ISO 8601. */
  occurredAt: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  route: string | null;
  ip: string | null;
  changes: AuditChanges | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  limit: number;
  offset: number;
}

export const REDACTED = '[redacted]';
