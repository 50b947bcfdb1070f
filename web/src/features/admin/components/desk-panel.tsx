import type { ReactNode } from 'react';

/** A boxed panel of a desk page, named by its heading for assistive tech. */
export function DeskPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-zinc-700 bg-zinc-950 p-4 sm:p-5">
      <h2 id={id} className="font-display text-lg uppercase tracking-wide text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
