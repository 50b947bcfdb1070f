import type { ReactNode } from 'react';

/** The frame of the pages that email links open: one card, centred, in the site's look. */
export function LinkPageCard({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <section
        aria-labelledby="link-page-title"
        className="rounded-sm border-2 border-yellow-400 bg-zinc-950 p-6 sm:p-8"
      >
        <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">{eyebrow}</p>
        <h1
          id="link-page-title"
          className="mt-2 font-display text-3xl font-black uppercase leading-none text-white sm:text-4xl"
        >
          {title}
        </h1>
        <div className="mt-5 space-y-4 text-zinc-200">{children}</div>
      </section>
    </div>
  );
}
