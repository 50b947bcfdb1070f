import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { QueryStates, type ListQueryState } from '../../../components/ui/query-states';
import { secondaryButton } from '../../../components/ui/styles';
import { HOME_SECTIONS, type HomeSectionName } from './home-sections';
import { SectionHeading } from './section-heading';

/**
 * A home page section that a link or a section link can land on: its heading
 * with the way to the full listing, then its list in whichever state the read
 * is in. `aside` stands beside the list from desktop width up.
 */
export function HomeSection<Item>({
  section,
  query,
  aside,
  children,
}: {
  section: HomeSectionName;
  query: ListQueryState<Item>;
  aside?: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  const copy = HOME_SECTIONS[section];
  const headingId = `${section}-title`;
  const list = (
    <QueryStates
      query={query}
      loading={copy.loading}
      failed={
        <p role="alert" className="text-red-300">
          {copy.failed}
        </p>
      }
      empty={<p className="text-zinc-300">{copy.empty}</p>}
    >
      {children}
    </QueryStates>
  );
  const content = (
    <>
      <SectionHeading
        id={headingId}
        kicker={copy.kicker}
        action={
          <Link href={copy.seeAll.href} className={secondaryButton}>
            {copy.seeAll.label}
          </Link>
        }
      >
        {copy.title}
      </SectionHeading>
      {aside ? (
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">{list}</div>
          {aside}
        </div>
      ) : (
        list
      )}
    </>
  );
  return (
    <section id={section} aria-labelledby={headingId} className={copy.className}>
      {copy.column ? <div className={copy.column}>{content}</div> : content}
    </section>
  );
}
