import { Link } from 'wouter';
import { SkeletonLines } from '../../../components/ui/skeleton-list';
import { headlineLink, secondaryButton } from '../../../components/ui/styles';
import { formatLongDate } from '../../../lib/format-date';
import { newsletterPath } from '../../../lib/paths';
import { useNewsletterArchive } from '../../newsletters/api/newsletters';
import { SectionHeading } from './section-heading';

const LATEST_ISSUES = 3;

/** The home page's 'archive' target: the latest newsletter issues, and the way to all of them. */
export function LatestIssues() {
  const archive = useNewsletterArchive();
  return (
    <section id="archive" aria-labelledby="archive-title" className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12">
      <SectionHeading
        id="archive-title"
        kicker="Newsletter"
        action={
          <Link href="/newsletters" className={secondaryButton}>
            Full Archive
          </Link>
        }
      >
        From the Archive
      </SectionHeading>
      {archive.isPending ? (
        <div role="status" aria-label="Loading issues" className="space-y-4">
          <SkeletonLines lines={['h-6 w-3/4', 'h-4 w-full', 'h-6 w-2/3']} />
        </div>
      ) : archive.isError ? (
        <p role="alert" className="text-red-300">
          The archive could not be loaded. Please try again in a moment.
        </p>
      ) : archive.data.length === 0 ? (
        <p className="text-zinc-300">No issues yet: subscribe above to get the first one.</p>
      ) : (
        <ol className="grid gap-6 sm:grid-cols-3" aria-label="Latest newsletter issues">
          {archive.data.slice(0, LATEST_ISSUES).map((issue) => (
            <li key={issue.id} className="border-t-2 border-yellow-400 pt-3">
              <p className="text-xs uppercase tracking-widest text-zinc-400">
                {formatLongDate(issue.sentAt ?? issue.publishedAt)}
              </p>
              <h3 className="mt-1 font-display text-xl font-black uppercase leading-tight text-white">
                <Link href={newsletterPath(issue.id)} className={headlineLink}>
                  {issue.title}
                </Link>
              </h3>
              <p className="mt-1 line-clamp-3 text-sm text-zinc-300">{issue.description}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
