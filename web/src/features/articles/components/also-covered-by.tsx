import type { CoverageLink } from '@api/shared/contracts/stories';
import { externalHttpUrl } from '@api/shared/domain/safe-url';
import { Link } from 'wouter';

/**
 * The story's other reports: each outlet's name and headline, linking out to
 * the outlet (or to the report's page here when it is our own). Only http(s)
 * addresses link out; anything else a feed carried is shown unlinked.
 */
export function AlsoCoveredBy({ links }: { links: CoverageLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="also-covered-by" className="mt-8 border-t border-zinc-800 pt-6">
      <h2 id="also-covered-by" className="font-display text-2xl uppercase tracking-tight text-white">
        Also covered by
      </h2>
      <ul className="mt-3 space-y-3">
        {links.map((link) => (
          <li key={link.articleId} className="text-zinc-200">
            <span className="block text-xs font-bold uppercase tracking-wider text-zinc-400">
              {link.source || 'The Cypher'}
            </span>
            <CoverageAnchor link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CoverageAnchor({ link }: { link: CoverageLink }) {
  const className = 'text-yellow-300 underline underline-offset-4';
  if (link.url.startsWith('/') && !link.url.startsWith('//')) {
    return (
      <Link href={link.url} className={className}>
        {link.title}
      </Link>
    );
  }
  const external = externalHttpUrl(link.url);
  if (!external) return <span>{link.title}</span>;
  return (
    <a href={external} target="_blank" rel="noopener noreferrer" className={className}>
      {link.title} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
