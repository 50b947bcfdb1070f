import type { ReactNode } from 'react';

/** The text boxes of the full-page editors (stories, artists, releases, events). */
export const editorInput =
  'w-full rounded-sm border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none';

/** One labelled field with an optional hint (or error) under it. */
export function EditorField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-black uppercase tracking-wider text-zinc-300">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-zinc-400">{hint}</p>}
    </div>
  );
}
