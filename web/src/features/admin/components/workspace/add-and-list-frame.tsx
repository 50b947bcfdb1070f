import type { ReactNode } from 'react';
import { useDocumentHead } from '../../../../lib/document-head';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from './admin-workspace';

type AddAndListPage = 'Sources' | 'Chart Sources' | 'Webhooks';

/** What each of these pages says about itself: in the tab and the search snippet, and above its form. */
const PAGE_COPY: Record<AddAndListPage, { eyebrow: string; headTitle: string; description: string; intro: string }> = {
  Sources: {
    eyebrow: 'Automation',
    headTitle: 'Sources',
    description: 'The feeds the scrapers read, and how each one is doing.',
    intro:
      'The news and release scrapers read every enabled source on each run. A source that fails five runs in a row is flagged on the Overview.',
  },
  'Chart Sources': {
    eyebrow: 'Automation',
    headTitle: 'Chart sources',
    description: 'The charts the weekly chart is ranked from, and the weight of each.',
    intro:
      'Every Monday the weekly chart reads each enabled source and scores every song by its place on each one: a source of weight 2 counts twice as much as one of weight 1, and weight 0 counts for nothing. A week can be rebuilt from the Automation tab.',
  },
  Webhooks: {
    eyebrow: 'Integrations',
    headTitle: 'Webhooks',
    description: 'Where the site sends its events, and how each delivery went.',
    intro:
      'Each event is POSTed as JSON, signed the Standard Webhooks way (webhook-id, webhook-timestamp and webhook-signature headers). A failed delivery is retried with growing waits for a day; an endpoint that keeps failing is disabled and whoever added it gets an email.',
  },
};

/**
 * The frame of a desk page that manages a list of outside addresses (scrape and chart sources,
 * webhook endpoints): a paragraph saying what they are for, then the form that adds one above the list.
 * Not named *-page.tsx: that would make it a screen module with a chunk of its own.
 */
export function AddAndListFrame({
  page,
  form,
  list,
}: {
  /** The page's title and its entry in the desk's navigation. */
  page: AddAndListPage;
  form: ReactNode;
  list: ReactNode;
}) {
  const { eyebrow, headTitle, description, intro } = PAGE_COPY[page];
  useDocumentHead(headTitle, description);
  return (
    <AdminGate>
      {() => (
        <AdminWorkspace nav={{ activePage: page }} eyebrow={eyebrow} title={page}>
          <p className="max-w-2xl text-sm text-zinc-300">{intro}</p>
          <div className="mt-6 space-y-6">
            {form}
            {list}
          </div>
        </AdminWorkspace>
      )}
    </AdminGate>
  );
}
