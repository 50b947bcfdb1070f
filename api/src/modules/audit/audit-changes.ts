import type { AuditChanges } from '../../shared/contracts/audit';
import { redactSecrets } from './audit-redaction';

/** Kept out of a diff: they change on every write and say nothing about what the member did (a story's revision counts saves). */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'revision']);

/**
 * The fields a write changed, each with its value before and after, secrets
 * redacted. Values compare by their JSON, so dates and arrays count as equal
 * when they read the same.
 */
export function changedFields(before: object, after: object): AuditChanges {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(was), ...Object.keys(is)]);
  const changes: Required<AuditChanges> = { before: {}, after: {} };
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    if (JSON.stringify(was[key]) === JSON.stringify(is[key])) continue;
    changes.before[key] = was[key] ?? null;
    changes.after[key] = is[key] ?? null;
  }
  return redactSecrets(changes) as AuditChanges;
}

/** A record as it was (a deleted row) or as it is now (a created one), secrets redacted. */
export function snapshot(record: object, side: 'before' | 'after'): AuditChanges {
  return { [side]: redactSecrets(JSON.parse(JSON.stringify(record))) as Record<string, unknown> };
}
