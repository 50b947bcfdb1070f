import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import type { MarkdownContentProps } from './markdown-content';

// The renderer (react-markdown, the HTML parser and the sanitiser) is its own chunk: no first load pays for it.
const MarkdownContent = lazy(() => import('./markdown-content'));

export function Markdown(props: MarkdownContentProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading content" className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      }
    >
      <MarkdownContent {...props} />
    </Suspense>
  );
}
