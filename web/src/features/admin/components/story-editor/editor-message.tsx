/** What a full-page editor shows instead of itself: loading (a status), or why it cannot open (an alert). */
export function EditorMessage({ text, status = false }: { text: string; status?: boolean }) {
  return (
    <p role={status ? 'status' : 'alert'} className="px-4 py-12 text-center text-zinc-200">
      {text}
    </p>
  );
}
