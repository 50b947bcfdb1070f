import { useState } from 'react';
import type { ArticleRevisionView } from '@api/shared/contracts/article-revisions';
import { countOf } from '@api/shared/domain/plural';
import { ghostButton, secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useRevision, useRevisions } from '../../api/story-editor';
import { lineDiff } from './line-diff';
import { clockTime } from './save-status';

const lineStyle = {
  same: 'text-zinc-300',
  removed: 'bg-red-950 text-red-200',
  added: 'bg-emerald-950 text-emerald-200',
} as const;
const lineMark = { same: ' ', removed: '−', added: '+' } as const;

function savedLabel(iso: string): string {
  const at = new Date(iso);
  return `${at.toLocaleDateString([], { month: 'short', day: 'numeric' })}, ${clockTime(at)}`;
}

/** The saved revisions of a story: each compared with the body being edited, and restorable into the editor. */
export function RevisionsPanel({
  articleId,
  currentBody,
  onRestore,
}: {
  articleId: number;
  currentBody: string;
  onRestore: (revision: ArticleRevisionView) => void;
}) {
  const revisions = useRevisions(articleId, true);
  const [comparing, setComparing] = useState<number | null>(null);
  const compared = useRevision(articleId, comparing);

  return (
    <section aria-labelledby="revisions-heading" className="space-y-3 rounded-sm border border-zinc-800 p-4">
      <h2 id="revisions-heading" className="font-display text-xl uppercase text-white">
        Revisions
      </h2>
      {revisions.isPending ? (
        <p role="status" className="text-sm text-zinc-300">
          Loading revisions…
        </p>
      ) : revisions.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(revisions.error, 'Could not load the revisions.')}
        </p>
      ) : (
        <>
          <p className="text-sm text-zinc-300">{countOf(revisions.data.length, 'saved revision')}</p>
          <ol className="divide-y divide-zinc-800">
            {revisions.data.map((revision) => (
              <li key={revision.revision} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="text-sm">
                  <p className="font-bold text-white">Revision {revision.revision}</p>
                  <p className="text-zinc-400">
                    {savedLabel(revision.savedAt)} · {revision.editor ?? 'saved without a member'}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={`${ghostButton} !px-2 !py-1`}
                    aria-pressed={comparing === revision.revision}
                    onClick={() => setComparing(comparing === revision.revision ? null : revision.revision)}
                  >
                    Compare
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      {comparing !== null && (
        <div aria-label={`Revision ${comparing} compared with the editor`} role="region" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-zinc-200">
              Revision {comparing} (<span className="text-red-300">−</span>) against the editor (
              <span className="text-emerald-300">+</span>)
            </p>
            {compared.data && (
              <button type="button" className={secondaryButton} onClick={() => onRestore(compared.data)}>
                Restore revision {comparing}
              </button>
            )}
          </div>
          {compared.isPending ? (
            <p role="status" className="text-sm text-zinc-300">
              Loading revision {comparing}…
            </p>
          ) : compared.isError ? (
            <p role="alert" className="text-sm text-red-300">
              {errorMessage(compared.error, 'Could not load this revision.')}
            </p>
          ) : (
            <pre className="max-h-96 overflow-auto rounded-sm border border-zinc-800 bg-black p-2 text-xs leading-relaxed">
              {lineDiff(compared.data.content, currentBody).map((line, index) => (
                <div key={index} className={lineStyle[line.kind]}>
                  {lineMark[line.kind]} {line.text}
                </div>
              ))}
            </pre>
          )}
        </div>
      )}
    </section>
  );
}
