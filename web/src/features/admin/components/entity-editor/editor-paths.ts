/** The full-page editors' addresses: a new row, and one already stored. */
const editorPathOf = (collection: string) => (id: number | null) =>
  id === null ? `/admin/${collection}/new` : `/admin/${collection}/${id}/edit`;

export const artistEditorPath = editorPathOf('artists');
export const releaseEditorPath = editorPathOf('releases');
export const eventEditorPath = editorPathOf('events');
