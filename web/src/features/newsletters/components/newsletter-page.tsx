import { Link } from 'wouter';
import type { PublicNewsletterView } from '@api/shared/contracts/admin';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { SkeletonLines } from '../../../components/ui/skeleton-list';
import { ghostButton } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
import { formatLongDate } from '../../../lib/format-date';
import { useRouteRecord } from '../../../lib/use-route-record';
import { Markdown } from '../../markdown/lazy-markdown';
import { useNewsletterIssue } from '../api/newsletters';

/** /newsletter/:id: the web version of an issue, where its email's 'View in browser' link leads. */
export default function NewsletterPage({ id }: { id?: string }) {
  const { loading, failed, record: issue } = useRouteRecord(id, useNewsletterIssue);
  useDocumentHead(
    loading ? 'Loading issue' : (issue?.title ?? (failed ? 'Issue Unavailable' : 'Issue Not Found')),
    issue?.description ?? 'An issue of The Cypher newsletter.',
  );

  if (loading) {
    return (
      <div role="status" aria-label="Loading issue" className="mx-auto max-w-3xl space-y-5 px-4 py-10">
        <SkeletonLines lines={['h-4 w-40', 'h-12 w-full', 'h-4 w-full', 'h-4 w-5/6']} />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="font-display text-4xl font-black text-white">Issue Unavailable</h1>
        <p role="alert" className="mt-4 text-red-300">
          This issue could not be loaded. Please try again in a moment.
        </p>
        <Link href="/newsletters" className={`mt-8 inline-flex ${ghostButton}`}>
          Back to the Archive
        </Link>
      </div>
    );
  }
  if (!issue) {
    return (
      <NotFoundPanel
        title="Issue Not Found"
        message="This issue doesn't exist or has not been published."
        backHref="/newsletters"
        backLabel="Back to the Archive"
        className="mx-auto max-w-3xl px-4 py-24 text-center"
      />
    );
  }
  return <Issue issue={issue} />;
}

function Issue({ issue }: { issue: PublicNewsletterView }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Link href="/newsletters" className={ghostButton}>
        ← Newsletter Archive
      </Link>
      <p className="mt-6 text-xs uppercase tracking-widest text-zinc-400">
        {formatLongDate(issue.sentAt ?? issue.publishedAt)}
      </p>
      <h1 className="mt-2 font-display text-4xl font-black text-white">{issue.title}</h1>
      <p className="mt-3 text-lg text-zinc-300">{issue.description}</p>
      <div className="mt-8">
        <Markdown source={issue.content} />
      </div>
    </article>
  );
}
