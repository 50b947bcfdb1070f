import type { PublicNewsletterView } from '@api/shared/contracts/admin';
import { LinkedHeading } from '../../../components/ui/linked-heading';
import { formatLongDate } from '../../../lib/format-date';
import { newsletterPath } from '../../../lib/paths';

/**
 * An issue in a list: when it went out, its title leading to the web version,
 * and what it is about. `compact` is the home page's three-up row, where the
 * issue sits under the section's own heading.
 */
export function IssueTeaser({ issue, compact = false }: { issue: PublicNewsletterView; compact?: boolean }) {
  return (
    <>
      <p className="text-xs uppercase tracking-widest text-zinc-400">
        {formatLongDate(issue.sentAt ?? issue.publishedAt)}
      </p>
      <LinkedHeading
        as={compact ? 'h3' : 'h2'}
        href={newsletterPath(issue.id)}
        className={
          compact
            ? 'mt-1 font-display text-xl font-black uppercase leading-tight text-white'
            : 'mt-1 font-display text-2xl font-black text-white'
        }
      >
        {issue.title}
      </LinkedHeading>
      <p className={compact ? 'mt-1 line-clamp-3 text-sm text-zinc-300' : 'mt-1 text-zinc-300'}>{issue.description}</p>
    </>
  );
}
