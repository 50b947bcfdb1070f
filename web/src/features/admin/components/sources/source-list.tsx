import { SOURCE_FAILURE_ALERT_RUNS } from '@api/shared/contracts/admin-trends';
import type { ScrapeSourceView } from '@api/shared/contracts/scrape-sources';
import { Badge } from '../../../../components/ui/badge';
import { useRemoveSource, useSetSourceEnabled, useSetSourcePolicy, useSources } from '../../api/sources';
import { DeskItemList, rowButton, SwitchableItemRow, type SwitchableKind } from '../desk-item-list';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The source's state in one badge: off, never read, healthy, failing, or dead after five failures in a row. */
function StateBadge({ source }: { source: ScrapeSourceView }) {
  const { health } = source;
  if (!source.enabled) return <Badge outline>Off</Badge>;
  if (!health.lastFetchedAt) return <Badge color="grey">Not read yet</Badge>;
  if (health.consecutiveFailures >= SOURCE_FAILURE_ALERT_RUNS) return <Badge color="orange">Dead</Badge>;
  if (health.consecutiveFailures > 0) return <Badge color="yellow">Failing</Badge>;
  return <Badge color="green">OK</Badge>;
}

function HealthLine({ source }: { source: ScrapeSourceView }) {
  const { health } = source;
  if (!health.lastFetchedAt) return <p className="text-xs text-zinc-400">Not fetched yet.</p>;
  const facts = [
    `Last fetch ${timeOf(health.lastFetchedAt)}`,
    health.lastStatus === null ? 'no answer' : `HTTP ${health.lastStatus}`,
    health.itemsFound === null ? null : `${health.itemsFound} found, ${health.itemsAdded ?? 0} added`,
    health.consecutiveFailures > 0 ? `${health.consecutiveFailures} failed in a row` : null,
    `${health.notModifiedHits} unchanged (304)`,
  ].filter(Boolean);
  return (
    <>
      <p className="text-xs text-zinc-300">{facts.join(' · ')}</p>
      {health.lastOutcome?.startsWith('failed') && (
        <p className="text-xs text-orange-200">{health.lastOutcome.replace(/^failed:\s*/, '')}</p>
      )}
    </>
  );
}

/** How a row of this list names its source, and what removing one means. */
const SOURCE_ROW: SwitchableKind<ScrapeSourceView> = {
  testId: 'source-row',
  nameOf: (source) => source.url,
  removing: 'The scrapers stop reading it; stories already stored stay.',
};

function SourceRow({ item: source }: { item: ScrapeSourceView }) {
  const setPolicy = useSetSourcePolicy();
  const changes = { toggle: useSetSourceEnabled(), remove: useRemoveSource(), other: setPolicy };
  const facts = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge source={source} />
        <Badge outline>{source.kind}</Badge>
        {source.kind === 'news' && (
          <Badge outline>{source.policy === 'review' ? 'Review first' : 'Publishes at once'}</Badge>
        )}
      </div>
      <p className="break-all text-sm font-bold text-white">{source.url}</p>
      <HealthLine source={source} />
    </>
  );
  const policyButton = source.kind === 'news' && (
    <button
      type="button"
      className={rowButton}
      disabled={setPolicy.isPending}
      onClick={() => setPolicy.mutate({ id: source.id, policy: source.policy === 'review' ? 'publish' : 'review' })}
      aria-label={
        source.policy === 'review'
          ? `Publish at once: new stories from ${source.url}`
          : `Hold for review: new stories from ${source.url}`
      }
    >
      {/* Says what the click does; the badge beside the address says how the source stands now. */}
      {source.policy === 'review' ? 'Publish at once' : 'Hold for review'}
    </button>
  );
  return <SwitchableItemRow kind={SOURCE_ROW} item={source} changes={changes} facts={facts} actions={policyButton} />;
}

export function SourceList() {
  return <DeskItemList page="Sources" query={useSources()} row={SourceRow} />;
}
