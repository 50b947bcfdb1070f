import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditChanges } from '../../shared/contracts/audit';
import { changedFields, snapshot } from './audit-changes';

/** What a handler tells the audit log about its write, beyond what the route itself says. */
export interface AuditNote {
  changes?: AuditChanges;
  entityId?: string;
  /** Overrides the action the route implies ('update' of a member that is really a role change). */
  action?: string;
}

const notes = new AsyncLocalStorage<AuditNote>();

/** Runs `work` (an admin handler) with a note the audit interceptor reads once it has finished. */
export function withAuditNote<T>(note: AuditNote, work: () => T): T {
  return notes.run(note, work);
}

/**
 * For handlers: record what the write changed. Outside an audited request
 * (a unit test, the worker) it does nothing.
 */
export const auditNote = {
  update(before: object, after: object): void {
    const note = notes.getStore();
    if (note) note.changes = changedFields(before, after);
  },
  created(record: object): void {
    const note = notes.getStore();
    if (note) note.changes = snapshot(record, 'after');
  },
  deleted(record: object): void {
    const note = notes.getStore();
    if (note) note.changes = snapshot(record, 'before');
  },
  set(fields: AuditNote): void {
    const note = notes.getStore();
    if (note) Object.assign(note, fields);
  },
};
