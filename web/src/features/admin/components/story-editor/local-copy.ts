import type { StoryDraft } from './story-draft';

/** Unsaved edits kept in this browser, so a closed tab or a crash loses nothing. */
export interface LocalCopy {
  draft: StoryDraft;
  /** The story's revision the edits were made from: a save of them is checked against it. */
  baseRevision: number | null;
  keptAt: string;
}

const keyOf = (id: number | null) => `cypher:story-editor:${id ?? 'new'}`;

export function readLocalCopy(id: number | null): LocalCopy | null {
  try {
    const stored = window.localStorage.getItem(keyOf(id));
    const copy = stored ? (JSON.parse(stored) as LocalCopy) : null;
    return copy && typeof copy.draft?.content === 'string' ? copy : null;
  } catch {
    return null;
  }
}

export function keepLocalCopy(id: number | null, draft: StoryDraft, baseRevision: number | null): void {
  try {
    const copy: LocalCopy = { draft, baseRevision, keptAt: new Date().toISOString() };
    window.localStorage.setItem(keyOf(id), JSON.stringify(copy));
  } catch {
    // A full or blocked storage only loses the safety copy; the editor still saves to the server.
  }
}

export function dropLocalCopy(id: number | null): void {
  try {
    window.localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing kept, nothing to drop.
  }
}
