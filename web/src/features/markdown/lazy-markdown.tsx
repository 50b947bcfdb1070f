import { lazy, Suspense, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import type { MarkdownContentProps } from './markdown-content';

// The renderer (react-markdown, the HTML parser and the sanitiser) is its own chunk: no first load pays for it.
const MarkdownContent = lazy(() => import('./markdown-content'));

/**
 * Markdown: rendered on the server into the page's HTML, and in the browser only when the screen
 * changes to content the server did not render (a client-side navigation, new data).
 *
 * Rendered text holds no state and no handlers, so a page arriving from the server keeps the
 * server's markup as it is: hydration does not load the renderer's chunk, nor parse and sanitise
 * the whole body a second time on the reader's phone.
 */
export function Markdown(props: MarkdownContentProps) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => hideBrokenImages(body.current), []);
  return (
    <div ref={body}>
      <Suspense fallback={<MarkdownSkeleton />}>
        <KeptWhileHydrating>
          <MarkdownContent {...props} />
        </KeptWhileHydrating>
      </Suspense>
    </div>
  );
}

const neverSettles = new Promise<never>(() => undefined);
const noSubscription = () => () => undefined;

/**
 * While React adopts the server's HTML it reads the server snapshot (true); this boundary then
 * suspends for good, so React leaves the server's markup of it in place and never asks for the
 * renderer. Any later render of the boundary (new props, a page the browser renders itself) reads
 * the client snapshot (false) and renders the markdown normally.
 */
function KeptWhileHydrating({ children }: { children: ReactNode }) {
  const adoptingServerHtml = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (adoptingServerHtml && typeof document !== 'undefined') use(neverSettles);
  return children;
}

/**
 * The renderer drops a picture that fails to load; markup kept from the server has no React
 * handler for that, so failed pictures (before or after this runs) are hidden here.
 */
function hideBrokenImages(container: HTMLElement | null): (() => void) | undefined {
  if (!container) return undefined;
  const hide = (image: Element) => {
    if (image instanceof HTMLImageElement) image.hidden = true;
  };
  for (const image of container.querySelectorAll('img')) {
    if (image.complete && image.naturalWidth === 0) hide(image);
  }
  const onError = (event: Event) => event.target instanceof Element && hide(event.target);
  // Load errors do not bubble; the capture phase still passes through the container.
  container.addEventListener('error', onError, true);
  return () => container.removeEventListener('error', onError, true);
}

function MarkdownSkeleton() {
  return (
    <div role="status" aria-label="Loading content" className="space-y-3">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}
