import { useState, type FormEvent } from 'react';
import type { ChartSourceView } from '@api/shared/contracts/charts';
import { Badge } from '../../../../components/ui/badge';
import { useChangeChartSource, useChartSources, useRemoveChartSource } from '../../api/chart-sources';
import { DeskItemList, rowButton, SwitchableItemRow, type SwitchableKind } from '../desk-item-list';
import { kindLabel } from './chart-source-kinds';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

function StateBadge({ source }: { source: ChartSourceView }) {
  if (!source.enabled) return <Badge outline>Off</Badge>;
  if (!source.lastFetchedAt) return <Badge color="grey">Not read yet</Badge>;
  if (source.consecutiveFailures > 0) return <Badge color="yellow">Failing</Badge>;
  return <Badge color="green">OK</Badge>;
}

function HealthLine({ source }: { source: ChartSourceView }) {
  if (!source.lastFetchedAt) return <p className="text-xs text-zinc-400">Not read by a weekly build yet.</p>;
  const facts = [
    `Last read ${timeOf(source.lastFetchedAt)}`,
    source.lastStatus === null ? 'no answer' : `HTTP ${source.lastStatus}`,
    source.lastOutcome?.startsWith('ok: ') ? `${source.lastOutcome.slice(4)} read` : null,
    source.consecutiveFailures > 0
      ? `${source.consecutiveFailures} ${source.consecutiveFailures === 1 ? 'build' : 'builds'} failed in a row`
      : null,
  ].filter(Boolean);
  // The build's own words for a failure, when they say more than the status code already does.
  const reason = source.lastOutcome?.startsWith('failed') ? source.lastOutcome.replace(/^failed:\s*/, '') : null;
  const detail = reason && reason !== `HTTP ${source.lastStatus}` ? reason : null;
  return (
    <>
      <p className="text-xs text-zinc-300">{facts.join(' · ')}</p>
      {detail && <p className="text-xs text-orange-200">{detail}</p>}
    </>
  );
}

/** The weight is typed and saved on its own, so a half-typed number is never sent. */
function WeightForm({ source }: { source: ChartSourceView }) {
  const [weight, setWeight] = useState(String(source.weight));
  const change = useChangeChartSource();
  const value = Number(weight);
  const valid = weight.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 10;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && value !== source.weight) change.mutate({ id: source.id, weight: value });
  };
  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <label className="block text-xs text-zinc-200">
        Weight
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={0.5}
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          aria-label={`Weight of ${source.name}`}
          aria-invalid={valid ? undefined : true}
          className="mt-1 block w-20 rounded-sm border border-zinc-600 bg-black px-2 py-1.5 text-sm text-white focus-visible:outline-2 focus-visible:outline-yellow-400"
        />
      </label>
      <button
        type="submit"
        className={rowButton}
        disabled={!valid || value === source.weight || change.isPending}
        aria-label={`Save the weight of ${source.name}`}
      >
        {change.isPending ? 'Saving…' : 'Save'}
      </button>
      {!valid && (
        <p role="alert" className="text-xs text-red-300">
          0 to 10
        </p>
      )}
    </form>
  );
}

/** How a row of this list names its chart source, and what removing one means. */
const CHART_SOURCE_ROW: SwitchableKind<ChartSourceView> = {
  testId: 'chart-source-row',
  nameOf: (source) => source.name,
  removing: 'Weekly charts already built keep its ranks.',
};

function ChartSourceRow({ item: source }: { item: ChartSourceView }) {
  const changes = { toggle: useChangeChartSource(), remove: useRemoveChartSource() };
  const facts = (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge source={source} />
        <Badge outline>{kindLabel(source.kind)}</Badge>
      </div>
      <p className="text-sm font-bold text-white">{source.name}</p>
      <p className="break-all text-xs text-zinc-400">{source.url}</p>
      <HealthLine source={source} />
    </>
  );
  const weightForm = <WeightForm key={source.weight} source={source} />;
  return (
    <SwitchableItemRow kind={CHART_SOURCE_ROW} item={source} changes={changes} facts={facts} actions={weightForm} />
  );
}

export function ChartSourceList() {
  return <DeskItemList page="Chart Sources" query={useChartSources()} row={ChartSourceRow} />;
}
