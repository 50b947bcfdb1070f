import { useState, type FormEvent } from 'react';
import type { ScrapeSourceKindView } from '@api/shared/contracts/scrape-sources';
import { primaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useAddSource } from '../../api/sources';
import { LabelledInput, LabelledSelect } from '../labelled-field';
import { DeskPanel } from '../desk-panel';

const field =
  'w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white focus-visible:outline-2 focus-visible:outline-yellow-400';

/** The http(s) check is repeated here only for comfort: the server decides, including where the address points. */
function urlProblem(url: string): string | null {
  if (!url.trim()) return 'Source URL is required';
  try {
    const { protocol } = new URL(url.trim());
    return protocol === 'http:' || protocol === 'https:' ? null : 'Source URL must start with http:// or https://';
  } catch {
    return 'Source URL must be a web address starting with http:// or https://';
  }
}

export function AddSourceForm() {
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<ScrapeSourceKindView>('news');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddSource();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = urlProblem(url);
    setProblem(local);
    if (local) return;
    add.mutate(
      { url: url.trim(), kind },
      {
        onSuccess: () => setUrl(''),
        onError: (error) => setProblem(errorMessage(error, 'The source could not be added.')),
      },
    );
  };

  return (
    <DeskPanel id="add-source" title="Add a source">
      <form
        onSubmit={submit}
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
      >
        <LabelledInput
          label="Feed URL"
          fieldStyle={field}
          type="url"
          name="url"
          value={url}
          onValue={setUrl}
          placeholder="https://example.com/feed.xml"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'add-source-problem' : undefined}
        />
        <LabelledSelect
          label="Kind"
          fieldStyle={field}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as ScrapeSourceKindView)}
        >
          <option value="news">News</option>
          <option value="releases">Releases</option>
        </LabelledSelect>
        <button type="submit" className={primaryButton} disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add source'}
        </button>
      </form>
      {problem && (
        <p id="add-source-problem" role="alert" className="mt-2 text-sm text-red-300">
          {problem}
        </p>
      )}
    </DeskPanel>
  );
}
