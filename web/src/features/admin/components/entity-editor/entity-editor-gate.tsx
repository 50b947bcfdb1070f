import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';
import { errorMessage } from '../../../../lib/api-error';
import { useDocumentHead } from '../../../../lib/document-head';
import { parseId } from '../../../../lib/parse-id';
import { useAdminItem } from '../../api/content';
import { AdminGate } from '../admin-gate';
import { EditorMessage } from '../story-editor/editor-message';

/**
 * The loading, sign-in and not-found states of a full-page editor, then the
 * editor with the stored row (null for a new one). Once a new row is saved the
 * address names it, and the editor on screen stays as it is.
 */
export function EntityEditorGate<P extends CollectionPath>({
  basePath,
  id,
  noun,
  editorPath,
  children,
}: {
  basePath: P;
  id: string | undefined;
  /** 'artist', for the page title and the messages. */
  noun: string;
  editorPath: (id: number) => string;
  children: (stored: CollectionViews[P] | null, onCreated: (created: CollectionViews[P]) => void) => ReactNode;
}) {
  useDocumentHead(id ? `Edit ${noun}` : `New ${noun}`, `The Cypher ${noun} editor.`);
  const [opened] = useState(() => {
    const rowId = id === undefined ? null : parseId(id);
    return { rowId, invalid: id !== undefined && rowId === null };
  });
  const [, navigate] = useLocation();
  const stored = useAdminItem(basePath, opened.invalid ? null : opened.rowId);
  const onCreated = (created: CollectionViews[P]) => navigate(editorPath(created.id), { replace: true });
  return (
    <AdminGate>
      {() => {
        if (opened.invalid) return <EditorMessage text={`There is no such ${noun}.`} />;
        if (opened.rowId !== null && stored.isPending) return <EditorMessage text={`Loading the ${noun}…`} status />;
        if (opened.rowId !== null && stored.isError)
          return <EditorMessage text={errorMessage(stored.error, `The ${noun} could not be loaded.`)} />;
        return children(stored.data ?? null, onCreated);
      }}
    </AdminGate>
  );
}
