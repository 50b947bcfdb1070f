/** How far the editor's edits are from the server, as its status line says it. */
export type SaveState =
  | { kind: 'new' }
  | { kind: 'saving' }
  | { kind: 'unsaved'; reason: string | null }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

/** '12:04' on the browser's clock. */
export function clockTime(at: Date): string {
  return at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hour12: false });
}

export function saveStatusText(state: SaveState): string {
  switch (state.kind) {
    case 'new':
      return 'Not saved yet';
    case 'saving':
      return 'Saving…';
    case 'unsaved':
      return state.reason
        ? `Unsaved changes (${state.reason.charAt(0).toLowerCase()}${state.reason.slice(1)})`
        : 'Unsaved changes';
    case 'saved':
      return `Saved ${clockTime(state.at)}`;
    case 'failed':
      return `Not saved: ${state.message}`;
    case 'conflict':
      return 'Not saved: changed elsewhere';
  }
}
