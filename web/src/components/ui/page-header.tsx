import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { secondaryButton } from './styles';

/**
 * The top of a listing page: an optional way back, then the kicker, the big
 * title, a line on what the page holds and its filters. A title made of the
 * reader's own words (a tag) may break anywhere.
 */
export function PageHeader({
  back,
  kicker,
  title,
  intro,
  breakTitle = false,
  children,
}: {
  back?: { href: string; label: string };
  kicker?: string;
  title: string;
  intro?: string;
  breakTitle?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {back && (
        <Link href={back.href} className={secondaryButton}>
          {back.label}
        </Link>
      )}
      <header className={back ? 'mt-8 border-b border-zinc-800 pb-6' : 'border-b border-zinc-800 pb-6'}>
        {kicker && <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">{kicker}</p>}
        <h1
          className={`${breakTitle ? 'break-words ' : ''}font-display text-5xl uppercase leading-none tracking-tight text-white sm:text-7xl`}
        >
          {title}
        </h1>
        {intro && <p className="mt-3 text-lg text-zinc-300">{intro}</p>}
        {children}
      </header>
    </>
  );
}
