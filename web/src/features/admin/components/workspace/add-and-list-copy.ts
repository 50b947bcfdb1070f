export type AddAndListPage = 'Sources' | 'Chart Sources' | 'Webhooks';

/** What each of these pages says about itself: in the tab and the search snippet, and above its form. */
export const PAGE_COPY: Record<
  AddAndListPage,
  { eyebrow: string; headTitle: string; description: string; intro: string }
> = {
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
 * What each page's list is called (its heading, and its name for assistive tech) and what it says
 * when it has nothing in it.
 */
export const LIST_COPY: Record<AddAndListPage, { id: string; noun: string; label: string; empty: string }> = {
  Sources: {
    id: 'source-list',
    noun: 'Sources',
    label: 'Scrape sources',
    empty: 'No sources: the scrapers have nothing to read. Add one above.',
  },
  'Chart Sources': {
    id: 'chart-source-list',
    noun: 'Chart sources',
    label: 'Chart sources',
    empty: 'No chart sources: the weekly chart has nothing to rank. Add one above.',
  },
  Webhooks: {
    id: 'endpoint-list',
    noun: 'Endpoints',
    label: 'Webhook endpoints',
    empty: 'No endpoints yet: events are not sent anywhere. Add one above.',
  },
};
