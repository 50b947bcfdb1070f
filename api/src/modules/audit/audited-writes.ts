import { auditNote } from './audit-context';

/**
 * The desk's content writes, each telling the audit log what it changed: the
 * row as it is after a create, the changed fields of an edit (read before and
 * after, in the shape the reader sees), the row as it was before a delete.
 */
export async function auditedCreate<Row, View extends object>(
  toView: (row: Row) => View,
  create: () => Promise<Row>,
): Promise<View> {
  const created = toView(await create());
  auditNote.created(created);
  return created;
}

export async function auditedEdit<Row, View extends object>(
  toView: (row: Row) => View,
  readBefore: () => Promise<Row>,
  edit: () => Promise<Row>,
): Promise<View> {
  const before = toView(await readBefore());
  const after = toView(await edit());
  auditNote.edited(before, after);
  return after;
}

export async function auditedDelete<Row>(
  toView: (row: Row) => object,
  readBefore: () => Promise<Row>,
  remove: () => Promise<unknown>,
): Promise<void> {
  const before = toView(await readBefore());
  await remove();
  auditNote.deleted(before);
}
