import { useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';
import { errorMessage } from '../../../../lib/api-error';
import { useDocumentHead } from '../../../../lib/document-head';
import { parseId } from '../../../../lib/parse-id';
import { useAdminItem } from '../../api/content';
import { AdminGate } from '../admin-gate';
import { EditorMessage } from '../story-editor/editor-message';
import { EntityEditorFrame } from './entity-editor-frame';
import { useEntitySaves, type DraftRules, type EntitySaves } from './use-entity-saves';

/** One kind of row a full-page editor edits: everything about it but its form. */
export interface EntityEditorKind<P extends CollectionPath, D> {
  basePath: P;
  /** 'artist', for the page title, the heading and the messages. */
  noun: string;
  editorPath: (id: number) => string;
  rules: DraftRules<P, D>;
  /** Where readers see the saved row, if they can. */
  publicLink: (id: number, stored: CollectionViews[P] | null) => { href: string; label: string } | null;
}

/** What a kind's form is given: the draft with its saves, and the row as it was opened (null for a new one). */
export interface EntityFormProps<P extends CollectionPath, D> {
  saves: EntitySaves<D>;
  stored: CollectionViews[P] | null;
}

/**
 * The loading, sign-in and not-found states of a full-page editor, then the
 * form of the stored row (a new one when there is none) in the editor's frame.
 * Once a new row is saved the address names it, and the editor on screen
 * stays as it is.
 */
export function EntityEditorGate<P extends CollectionPath, D>({
  kind,
  id,
  form,
}: {
  kind: EntityEditorKind<P, D>;
  id: string | undefined;
  form: ComponentType<EntityFormProps<P, D>>;
}) {
  const { basePath, noun, editorPath } = kind;
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
        return <EntityEditor kind={kind} stored={stored.data ?? null} onCreated={onCreated} form={form} />;
      }}
    </AdminGate>
  );
}

function EntityEditor<P extends CollectionPath, D>({
  kind,
  stored,
  onCreated,
  form: Form,
}: {
  kind: EntityEditorKind<P, D>;
  stored: CollectionViews[P] | null;
  onCreated: (created: CollectionViews[P]) => void;
  form: ComponentType<EntityFormProps<P, D>>;
}) {
  const saves = useEntitySaves(kind.basePath, stored, kind.rules, onCreated);
  return (
    <EntityEditorFrame
      noun={kind.noun}
      saves={saves}
      publicLink={saves.id === null ? null : kind.publicLink(saves.id, stored)}
    >
      <Form saves={saves} stored={stored} />
    </EntityEditorFrame>
  );
}
