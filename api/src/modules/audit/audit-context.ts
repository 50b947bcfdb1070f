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
  /** An admin edit of a content row: the changed fields, and what it did to the row's publication, if anything. */
  edited(before: object, after: object): void {
    auditNote.update(before, after);
    const publication = publicationAction(before, after);
    if (publication) auditNote.set({ action: publication });
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

/**
 * An edit that changes a row's publication status is logged as what it did
 * (publish, schedule, unpublish, archive), so the log can be filtered by it;
 * the changed fields are kept either way.
 */
function publicationAction(before: object, after: object): string | null {
  const statusOf = (view: object) => ('status' in view ? (view as { status: unknown }).status : undefined);
  const [was, is] = [statusOf(before), statusOf(after)];
  if (was === undefined || was === is) return null;
  if (is === 'published') return 'publish';
  if (is === 'scheduled') return 'schedule';
  if (is === 'archived') return 'archive';
  return 'unpublish';
}
