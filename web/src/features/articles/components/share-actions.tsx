import { useEffect, useState, useSyncExternalStore } from 'react';
import { secondaryButton } from '../../../components/ui/styles';
import { articleCanonicalPath } from '@api/shared/domain/article-address';

type CopyState = 'idle' | 'copied' | 'failed';

/** The story's canonical address, without whatever query or hash the reader arrived with. */
function storyUrl(articleId: number, slug: string | null): string {
  return new URL(articleCanonicalPath({ id: articleId, slug }), window.location.origin).href;
}

const neverChanges = () => () => {};
const browserCanShare = () => typeof navigator.share === 'function';

/**
 * Copy the link (with a visible confirmation) and, where the browser has one,
 * the platform's share sheet. Whether it has one is only known in the browser,
 * so that button appears after hydration, never in the server's HTML.
 */
export function ShareActions({
  articleId,
  slug = null,
  title,
}: {
  articleId: number;
  slug?: string | null;
  title: string;
}) {
  const [copy, setCopy] = useState<CopyState>('idle');
  // The server (and hydration) says no; the browser then answers for itself.
  const canShare = useSyncExternalStore(neverChanges, browserCanShare, () => false);

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 4_000);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(storyUrl(articleId, slug));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url: storyUrl(articleId, slug) });
    } catch {
      // The reader closed the sheet: nothing to report.
    }
  }

  return (
    <section aria-labelledby="share-story" className="clear-both mt-8 flex flex-wrap items-center gap-3">
      <h2 id="share-story" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
        Share
      </h2>
      <button type="button" className={secondaryButton} onClick={copyLink}>
        Copy link
      </button>
      {canShare && (
        <button type="button" className={secondaryButton} onClick={share}>
          Share…
        </button>
      )}
      <p role="status" className="text-sm font-bold text-zinc-200">
        {copy === 'copied'
          ? 'Link copied'
          : copy === 'failed'
            ? 'Could not copy the link. Copy it from the address bar.'
            : ''}
      </p>
    </section>
  );
}
