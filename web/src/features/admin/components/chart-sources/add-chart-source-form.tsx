import { useState, type FormEvent } from 'react';
import type { ChartColumnMapping, ChartSourceKind } from '@api/shared/contracts/charts';
import { primaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useAddChartSource } from '../../api/chart-sources';
import { DeskPanel } from '../desk-panel';
import { LabelledInput, LabelledSelect } from '../labelled-field';
import { CHART_SOURCE_KIND_CHOICES } from './chart-source-kinds';

const field =
  'w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white focus-visible:outline-2 focus-visible:outline-yellow-400';

/** The fields a JSON or CSV chart names: JSON paths into each item, or CSV column headers. */
const MAPPED_FIELDS: { key: keyof ChartColumnMapping; label: string; required?: boolean; hint: string }[] = [
  { key: 'title', label: 'Title field', required: true, hint: 'title' },
  { key: 'artist', label: 'Artist field', required: true, hint: 'artist' },
  { key: 'rank', label: 'Rank field', hint: 'rank (else the order)' },
  { key: 'url', label: 'Link field', hint: 'url' },
  { key: 'isrc', label: 'ISRC field', hint: 'isrc' },
  { key: 'genre', label: 'Genre field', hint: 'genre' },
  { key: 'items', label: 'List path (JSON only)', hint: 'data.songs' },
];

type Draft = { name: string; kind: ChartSourceKind; url: string; weight: string; mapping: Partial<ChartColumnMapping> };

const EMPTY: Draft = { name: '', kind: 'apple-music', url: '', weight: '1', mapping: {} };

/** Checked here for comfort only: the server decides, including where the address points. */
function formProblem(draft: Draft, mapped: boolean): string | null {
  if (!draft.name.trim()) return 'Name is required';
  if (!draft.url.trim()) return 'Source URL is required';
  try {
    const { protocol } = new URL(draft.url.trim());
    if (protocol !== 'http:' && protocol !== 'https:') return 'Source URL must start with http:// or https://';
  } catch {
    return 'Source URL must be a web address starting with http:// or https://';
  }
  const weight = Number(draft.weight);
  if (draft.weight.trim() === '' || !Number.isFinite(weight) || weight < 0 || weight > 10) {
    return 'Weight must be a number from 0 to 10';
  }
  if (mapped && (!draft.mapping.title?.trim() || !draft.mapping.artist?.trim())) {
    return 'Name the title and artist fields of this chart';
  }
  return null;
}

/** The mapping as the server takes it: only the fields the admin filled in. */
function mappingOf(draft: Draft): ChartColumnMapping {
  const filled = Object.entries(draft.mapping).filter(([, value]) => value?.trim());
  return Object.fromEntries(filled.map(([key, value]) => [key, value!.trim()])) as unknown as ChartColumnMapping;
}

export function AddChartSourceForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddChartSource();
  const choice = CHART_SOURCE_KIND_CHOICES.find((one) => one.kind === draft.kind) ?? CHART_SOURCE_KIND_CHOICES[0];
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = formProblem(draft, choice.mapped);
    setProblem(local);
    if (local) return;
    add.mutate(
      {
        name: draft.name.trim(),
        kind: draft.kind,
        url: draft.url.trim(),
        weight: Number(draft.weight),
        ...(choice.mapped && { mapping: mappingOf(draft) }),
      },
      {
        onSuccess: () => setDraft(EMPTY),
        onError: (error) => setProblem(errorMessage(error, 'The chart source could not be added.')),
      },
    );
  };

  return (
    <DeskPanel id="add-chart-source" title="Add a chart source">
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_7rem]">
          <LabelledInput
            label="Name"
            fieldStyle={field}
            name="name"
            value={draft.name}
            onValue={(name) => set({ name })}
            placeholder="Apple Music US"
          />
          <LabelledSelect
            label="Kind"
            fieldStyle={field}
            name="kind"
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as ChartSourceKind })}
          >
            {CHART_SOURCE_KIND_CHOICES.map((one) => (
              <option key={one.kind} value={one.kind}>
                {one.label}
              </option>
            ))}
          </LabelledSelect>
          <LabelledInput
            label="Weight"
            fieldStyle={field}
            name="weight"
            type="number"
            inputMode="decimal"
            min={0}
            max={10}
            step={0.5}
            value={draft.weight}
            onValue={(weight) => set({ weight })}
          />
        </div>
        <LabelledInput
          label="Source URL"
          fieldStyle={field}
          type="url"
          name="url"
          value={draft.url}
          onValue={(url) => set({ url })}
          placeholder={choice.example}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'add-chart-source-problem' : undefined}
        />
        {choice.mapped && (
          <fieldset>
            <legend className="text-sm text-zinc-200">
              Where this chart keeps each field ({draft.kind === 'csv' ? 'column headers' : 'paths in each item'})
            </legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {MAPPED_FIELDS.filter((one) => draft.kind === 'json' || one.key !== 'items').map((one) => (
                <LabelledInput
                  key={one.key}
                  label={`${one.label}${one.required ? '' : ' (optional)'}`}
                  fieldStyle={field}
                  name={`mapping-${one.key}`}
                  value={draft.mapping[one.key] ?? ''}
                  onValue={(value) => set({ mapping: { ...draft.mapping, [one.key]: value } })}
                  placeholder={one.hint}
                />
              ))}
            </div>
          </fieldset>
        )}
        <button type="submit" className={primaryButton} disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add chart source'}
        </button>
      </form>
      {problem && (
        <p id="add-chart-source-problem" role="alert" className="mt-2 text-sm text-red-300">
          {problem}
        </p>
      )}
    </DeskPanel>
  );
}
