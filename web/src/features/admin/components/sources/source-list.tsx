import { SOURCE_FAILURE_ALERT_RUNS } from '@api/shared/contracts/admin-trends';
import type { ScrapeSourceView } from '@api/shared/contracts/scrape-sources';
import { Badge } from '../../../../components/ui/badge';
import { useRemoveSource, useSetSourceEnabled, useSetSourcePolicy, useSources } from '../../api/sources';
import { DeskItemList, DeskItemRow, EnableToggle, RemoveButton, rowButton } from '../desk-item-list';
import type { ListStateWords } from '../desk-panel';

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

function SourceRow({ source }: { source: ScrapeSourceView }) {
  const setEnabled = useSetSourceEnabled();
  const setPolicy = useSetSourcePolicy();
  const remove = useRemoveSource();
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
  const actions = (
    <>
      {source.kind === 'news' && (
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
      )}
      <EnableToggle
        enabled={source.enabled}
        name={source.url}
        pending={setEnabled.isPending}
        onToggle={() => setEnabled.mutate({ id: source.id, enabled: !source.enabled })}
      />
      <RemoveButton
        name={source.url}
        consequence="The scrapers stop reading it; stories already stored stay."
        pending={remove.isPending}
        onRemove={() => remove.mutate(source.id)}
      />
    </>
  );
  return (
    <li className="py-3" data-testid="source-row">
      <DeskItemRow facts={facts} failure={setEnabled.error ?? setPolicy.error ?? remove.error} actions={actions} />
    </li>
  );
}

const SOURCE_LIST_WORDS: ListStateWords = {
  loading: 'Loading sources...',
  failed: 'Could not load the sources.',
  empty: 'No sources: the scrapers have nothing to read. Add one above.',
};

export function SourceList() {
  return (
    <DeskItemList id="source-list" noun="Sources" label="Scrape sources" query={useSources()} words={SOURCE_LIST_WORDS}>
      {(source) => <SourceRow key={source.id} source={source} />}
    </DeskItemList>
  );
}
