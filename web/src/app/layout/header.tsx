import { Link } from 'wouter';
import { HeaderActions } from './header-actions';
import { Wordmark } from './logo';
import { SectionLink } from './section-link';

const navItem =
  'whitespace-nowrap px-2 py-1 text-xs sm:text-sm font-black uppercase tracking-wider text-zinc-200 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400';

export function Header() {
  return (
    <header className="z-40 sm:sticky sm:top-0 border-b border-zinc-800 bg-black/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="order-1 flex flex-col focus-visible:outline-2 focus-visible:outline-yellow-400">
          <Wordmark />
          <span className="mt-1 text-[10px] font-bold uppercase tracking-[0.15em] text-zinc-300 sm:text-[11px] sm:tracking-[0.3em]">
            Hip Hop Culture Newsletter
          </span>
        </Link>
        {/* On a phone the nav takes its own full-width row under the logo; the actions stay top right. */}
        <nav
          aria-label="Main"
          className="order-3 -mx-2 flex w-full sm:ml-auto items-center gap-1 overflow-x-auto sm:order-2 sm:mr-0 sm:w-auto sm:gap-3"
        >
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
        <div className="order-2 flex items-center gap-2 sm:order-3">
          <HeaderActions />
        </div>
      </div>
    </header>
  );
}
