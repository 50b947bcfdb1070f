import { Link } from 'wouter';
import { useNow } from '../../lib/clock';
import { LogoMark } from './logo';
import { SectionLink } from './section-link';

const footLink = 'text-sm text-zinc-300 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400';

type FooterLink = { label: string } & ({ section: string } | { href: string });

/** The footer's link columns; every one leads to a page or a home section ('events' and 'archive' live there). */
const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Content',
    links: [
      { label: 'Latest News', section: 'latest' },
      { label: 'Fresh Drops', section: 'releases' },
      { label: 'Artist Spotlight', href: '/artist-spotlight' },
      { label: 'All Articles', href: '/articles' },
      { label: 'All Releases', href: '/releases' },
      { label: 'Streaming Chart', href: '/charts' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Events', href: '/events' },
      { label: 'Newsletter Archive', href: '/newsletters' },
      { label: 'Subscribe', section: 'subscribe' },
      { label: 'Your Recommendations', href: '/personalized' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Use', href: '/terms' },
    ],
  },
];

/** Footer: the logo takes you to the top; every link leads somewhere real. */
export function Footer() {
  const year = useNow().getUTCFullYear();
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
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'section' in link ? (
                    <SectionLink section={link.section} className={footLink}>
                      {link.label}
                    </SectionLink>
                  ) : (
                    <Link href={link.href} className={footLink}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-zinc-800 py-4 text-center text-xs text-zinc-400">
        © {year} The Cypher. Built for the culture.
      </p>
    </footer>
  );
}
