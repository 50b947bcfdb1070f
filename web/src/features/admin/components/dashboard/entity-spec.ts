import type { ReactNode } from 'react';
import type { CollectionPath, CollectionViews } from '@api/shared/contracts/collections';

export type FieldKind = 'text' | 'textarea' | 'url' | 'select' | 'datetime' | 'checkbox' | 'tags';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Shown when a required field is empty; defaults to '{label} is required'. */
  requiredMessage?: string;
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
}

export type FormValues = Record<string, string | boolean>;

/** Everything a content tab needs to know about one collection. */
export interface EntitySpec<P extends CollectionPath> {
  basePath: P;
  heading: string;
  noun: string;
  createButton: string;
  pendingLabel: 'Creating...' | 'Adding...';
  messages: {
    created: string;
    createFailed: string;
    updated: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
  };
  emptyText: string;
  emptyButton: string;
  fields: FieldSpec[];
  initialValues: FormValues;
  toValues: (item: CollectionViews[P]) => FormValues;
  titleOf: (item: CollectionViews[P]) => string;
  renderCard: (item: CollectionViews[P]) => ReactNode;
}
