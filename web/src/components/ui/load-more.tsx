import { useEffect, useRef } from 'react';
import { secondaryButton } from './styles';

/**
 * The end of a long list: the next page loads by itself when this comes into
 * view, and the button does the same for keyboards, screen readers and
 * browsers without IntersectionObserver.
 */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoadMore,
  label = 'Load more',
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    // After a failed page the reader retries by hand: no loop of failing requests while the end stays in view.
    if (!element || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-10 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-red-300">
          The next page could not be loaded. Please try again.
        </p>
      )}
      <button type="button" className={secondaryButton} onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
