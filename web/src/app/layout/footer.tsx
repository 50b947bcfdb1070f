import { LogoMark } from './logo';
import { SectionLink } from './section-link';

const footLink = 'text-sm text-zinc-300 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400';

/** Footer: the logo takes you to the top; 'events' and 'archive' are the footer's own scroll targets. */
export function Footer() {
  return (
    <footer className="mt-16 border-t-4 border-yellow-400 bg-zinc-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="flex items-center gap-2 focus-visible:outline-2 focus-visible:outline-yellow-400"
            aria-label="The Cypher: back to top"
          >
            <LogoMark size={32} />
            <span className="font-display text-xl font-black uppercase tracking-tighter text-white">The Cypher</span>
          </button>
          <p className="mt-3 text-sm text-zinc-300">
            Hip hop culture news, the weekly spotlight on five emerging artists, and the freshest drops, straight to
            your inbox.
          </p>
        </div>
        <div>
          <h2 className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">Content</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <SectionLink section="latest" className={footLink}>
                Latest News
              </SectionLink>
            </li>
            <li>
              <SectionLink section="releases" className={footLink}>
                Fresh Drops
              </SectionLink>
            </li>
            <li>
              <a href="/artist-spotlight" className={footLink}>
                Artist Spotlight
              </a>
            </li>
          </ul>
        </div>
        <div id="events" className="scroll-mt-24">
          <h2 className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">Community</h2>
          <ul className="mt-3 space-y-2 text-sm text-zinc-300">
            <li>Events</li>
            <li>Cyphers &amp; Open Mics</li>
            <li>Newsletter</li>
          </ul>
        </div>
        <div id="archive" className="scroll-mt-24">
          <h2 className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm text-zinc-300">
            <li>Archive</li>
            <li>Privacy Policy</li>
            <li>Terms of Use</li>
          </ul>
        </div>
      </div>
      <p className="border-t border-zinc-800 py-4 text-center text-xs text-zinc-400">
        © {new Date().getFullYear()} The Cypher. Built for the culture.
      </p>
    </footer>
  );
}
