import { useState, type FormEvent } from 'react';
import type { ScrapeSourceKindView } from '@api/shared/contracts/scrape-sources';
import { errorMessage } from '../../../../lib/api-error';
import { useAddSource } from '../../api/sources';
import { LabelledSelect } from '../labelled-field';
import { AddButton, FormProblem, WebAddressField, webAddressProblem } from '../address-form-parts';
import { DeskPanel } from '../desk-panel';

export function AddSourceForm() {
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<ScrapeSourceKindView>('news');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddSource();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = webAddressProblem(url, 'Source URL');
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
        <WebAddressField
          label="Feed URL"
          value={url}
          onValue={setUrl}
          placeholder="https://example.com/feed.xml"
          problemId={problem ? 'add-source-problem' : undefined}
        />
        <LabelledSelect
          label="Kind"
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as ScrapeSourceKindView)}
        >
          <option value="news">News</option>
          <option value="releases">Releases</option>
        </LabelledSelect>
        <AddButton pending={add.isPending}>Add source</AddButton>
      </form>
      <FormProblem id="add-source-problem" problem={problem} />
    </DeskPanel>
  );
}
