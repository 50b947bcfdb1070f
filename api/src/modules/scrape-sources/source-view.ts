import type { ScrapeSourceView } from '../../shared/contracts/scrape-sources';
import type { ScrapeSource } from './scrape-source.entity';

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

export function toSourceView(source: ScrapeSource): ScrapeSourceView {
  return {
    id: source.id,
    url: source.url,
    kind: source.kind,
    enabled: source.enabled,
    policy: source.policy,
    createdAt: iso(source.createdAt)!,
    health: {
      lastFetchedAt: iso(source.lastFetchedAt),
      lastStatus: source.lastStatus,
      lastOutcome: source.lastOutcome,
      itemsFound: source.lastItemsFound,
      itemsAdded: source.lastItemsAdded,
      consecutiveFailures: source.consecutiveFailures,
      notModifiedHits: source.notModifiedHits,
    },
  };
}
