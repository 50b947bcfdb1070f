import type { ReleaseLinkView, ReleaseView } from '@api/shared/contracts/content';

/** Releases the desk typed in carry the source 'manual': the reader is shown where the link goes instead. */
function sourceLabel(link: ReleaseLinkView): string {
  if (link.source !== 'manual') return link.source;
  return /^https?:\/\//i.test(link.url) ? new URL(link.url).hostname.replace(/^www\./, '') : 'The Cypher';
}

/** One link per source (a store listing the standard and the deluxe edition is one place to go). */
function linksBySource(release: ReleaseView): { label: string; url: string }[] {
  const seen = new Set<string>();
  const links: { label: string; url: string }[] = [];
  for (const link of release.links) {
    const label = sourceLabel(link);
    if (seen.has(label)) continue;
    seen.add(label);
    links.push({ label, url: link.url });
  }
  return links;
}

/**
 * Under a release card: its other editions ('Also: Deluxe edition') and where
 * to hear it, one link per source, each named for a screen reader by release
 * and source ('Velvet Trap on Bandcamp') so the links of a list stay distinct.
 */
export function ReleaseSources({ release }: { release: ReleaseView }) {
  const editions = release.editions.filter((edition) => edition.edition !== null);
  const links = linksBySource(release);
  return (
    <>
      {editions.length > 0 && (
        <p className="mt-1 text-xs text-zinc-300">
          Also: {editions.map((edition) => `${edition.edition} edition`).join(', ')}
        </p>
      )}
      <ul aria-label={`Where to hear ${release.title}`} className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {links.map((link) => {
          // A store's page opens beside the site; a page of the site stays in this tab.
          const leavesSite = /^https?:\/\//i.test(link.url);
          return (
            <li key={link.url}>
              <a
                href={link.url}
                aria-label={`${release.title} on ${link.label}`}
                {...(leavesSite && { target: '_blank', rel: 'noopener noreferrer' })}
                className="font-bold text-zinc-200 underline decoration-zinc-500 underline-offset-2 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
