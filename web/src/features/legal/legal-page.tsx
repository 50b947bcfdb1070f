import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentHead } from '../../lib/document-head';

/** The frame of a plain-language policy page: title, when it last changed, sections with their own headings. */
export function LegalPage({
  title,
  description,
  kicker,
  intro,
  children,
}: {
  title: string;
  description: string;
  kicker: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useDocumentHead(title, description);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">{kicker}</p>
      <h1 className="mt-3 font-display text-5xl uppercase leading-[0.95] tracking-tight text-white sm:text-7xl">
        {title}
      </h1>
      <div className="mt-5 text-lg leading-relaxed text-zinc-200 sm:text-xl">{intro}</div>
      <div className="legal-sections mt-10 space-y-10">{children}</div>
      <p className="mt-14 border-t border-zinc-800 pt-6 text-sm text-zinc-400">
        See also:{' '}
        <Link href="/privacy" className="text-yellow-300 underline underline-offset-4">
          Privacy Policy
        </Link>{' '}
        ·{' '}
        <Link href="/terms" className="text-yellow-300 underline underline-offset-4">
          Terms of Use
        </Link>
      </p>
    </div>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-3xl uppercase leading-none tracking-tight text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-zinc-300 [&_li]:ml-5 [&_li]:list-disc [&_li+li]:mt-2 [&_strong]:text-white">
        {children}
      </div>
    </section>
  );
}
