import { Link } from 'wouter';
import { HeaderActions } from './header-actions';
import { Wordmark } from './logo';
import { SectionLink } from './section-link';

const navItem =
  'px-2 py-1 text-sm font-black uppercase tracking-wider text-zinc-200 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-800 bg-black/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/" aria-label="The Cypher home" className="flex flex-col focus-visible:outline-2 focus-visible:outline-yellow-400">
          <Wordmark />
          <span className="mt-1 text-[11px] font-bold uppercase tracking-[0.3em] text-zinc-300">Hip Hop Culture Newsletter</span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-4">
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-3">
            <SectionLink section="latest" className={navItem}>
              Latest
            </SectionLink>
            <Link href="/artist-spotlight" className={navItem}>
              Artist Spotlight
            </Link>
            <SectionLink section="releases" className={navItem}>
              Releases
            </SectionLink>
          </nav>
          <HeaderActions />
        </div>
      </div>
    </header>
  );
}
