import { StatusSkeleton } from '../../../components/ui/status-skeleton';
import { useDocumentHead } from '../../../lib/document-head';
import { useNewsletterArchive } from '../api/newsletters';
import { IssueTeaser } from './issue-teaser';

/** /newsletters: every published issue, newest first, each opening its web version. */
export default function NewslettersPage() {
  useDocumentHead('Newsletter Archive', 'Every issue of The Cypher newsletter, newest first.');
  const archive = useNewsletterArchive();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Hip Hop Culture Newsletter</p>
      <h1 className="mt-1 font-display text-4xl font-black uppercase text-white">Newsletter Archive</h1>
      <p className="mt-2 text-zinc-300">Every issue we have sent, newest first.</p>
      {archive.isPending ? (
        <StatusSkeleton
          label="Loading issues"
          className="mt-8 space-y-4"
          lines={['h-6 w-3/4', 'h-4 w-full', 'h-6 w-2/3', 'h-4 w-full']}
        />
      ) : archive.isError ? (
        <p role="alert" className="mt-8 text-red-300">
          The archive could not be loaded. Please try again in a moment.
        </p>
      ) : archive.data.length === 0 ? (
        <p className="mt-8 text-zinc-300">No issues yet: subscribe on the home page to get the first one.</p>
      ) : (
        <ol className="mt-8 divide-y divide-zinc-800 border-y border-zinc-800" aria-label="Newsletter issues">
          {archive.data.map((issue) => (
            <li key={issue.id} className="py-5">
              <IssueTeaser issue={issue} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
