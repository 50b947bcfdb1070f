import { useState } from 'react';
import type { DigestSampleView } from '@api/shared/contracts/personal-digest';
import { EmailFrame } from './email-frame';

/** The issue as each sample reader would get it: who they are, their picks and why, and the email itself. */
export function SampleReaders({ samples }: { samples: DigestSampleView[] }) {
  const [chosen, setChosen] = useState(0);
  const sample = samples[chosen] ?? samples[0];
  if (!sample) return null;
  return (
    <div>
      <h3 className="text-sm font-black uppercase tracking-wide text-yellow-300">Preview for three sample readers</h3>
      <div role="group" aria-label="Sample reader" className="mt-3 flex flex-wrap gap-2">
        {samples.map((option, index) => (
          <button
            key={`${option.label}-${option.email ?? 'sample'}`}
            type="button"
            aria-pressed={index === chosen}
            onClick={() => setChosen(index)}
            className={`rounded-sm border px-3 py-2 text-left text-sm ${
              index === chosen ? 'border-yellow-400 text-yellow-200' : 'border-zinc-600 text-zinc-100'
            }`}
          >
            <span className="block font-bold">{option.firstName}</span>
            <span className="block text-xs text-zinc-300">{option.label}</span>
          </button>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <div>
          <p className="text-sm text-zinc-300">
            {sample.email ? (
              <>
                A real subscriber: <span className="break-all font-bold text-white">{sample.email}</span>
              </>
            ) : (
              'A sample reader with no follows, categories or reads.'
            )}
          </p>
          <p className="mt-3 text-xs font-black uppercase tracking-wide text-zinc-400">{sample.heading}</p>
          {sample.picks.length === 0 ? (
            <p className="mt-1 text-sm text-zinc-300">No picks: this reader gets your stories alone.</p>
          ) : (
            <ol className="mt-1 space-y-2" data-testid="sample-picks">
              {sample.picks.map((pick) => (
                <li key={pick.articleId} className="text-sm">
                  <span className="block font-bold text-white">{pick.title}</span>
                  <span className="block italic text-zinc-300">{pick.why}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <EmailFrame html={sample.html} title={`The digest as ${sample.firstName} would get it`} />
      </div>
    </div>
  );
}
