import type { ReleaseView } from '@api/shared/contracts/content';
import { ReleaseArtwork } from './release-artwork';
import { ReleaseCredits } from './release-credits';
import { ReleaseSources } from './release-sources';

/** A release's cover, type, title (leading to where it can be heard), artist, time label, editions and sources. */
export function ReleaseCard({ release }: { release: ReleaseView }) {
  // A store's page opens beside the site; a link to a page of the site (an invented release's search) stays in this tab.
  const leavesSite = /^https?:\/\//i.test(release.linkUrl);
  return (
    <article id={`release-${release.id}`} className="scroll-mt-24">
      <ReleaseArtwork release={release} />
      <h2 className="mt-3 font-display text-lg uppercase leading-tight text-white">
        <a
          href={release.linkUrl}
          {...(leavesSite && { target: '_blank', rel: 'noopener noreferrer' })}
          className="hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
        >
          {release.title}
        </a>
      </h2>
      <ReleaseCredits release={release} />
      <ReleaseSources release={release} />
    </article>
  );
}
