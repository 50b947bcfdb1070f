import { useState } from 'react';
import type { NewsletterView } from '@api/shared/contracts/admin';
import { ghostButton, primaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useDocumentHead } from '../../../../lib/document-head';
import { STUDIO_PAGE_SIZE, useAdminNewsletter, useAdminNewsletters } from '../../api/newsletters';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { NewsletterEditor } from './newsletter-editor';

/** /admin/newsletters: every newsletter (digest drafts included), the editor with its preview, test and send. */
export default function NewsletterStudioPage() {
  useDocumentHead('Newsletters', 'Compose, preview, test and send newsletters.');
  return <AdminGate>{() => <NewsletterStudio />}</AdminGate>;
}

type Selection = { kind: 'new' } | { kind: 'existing'; id: number } | null;

const STATUS_LABEL: Record<NewsletterView['status'], string> = {
  draft: 'Not sent',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

function NewsletterStudio() {
  const [offset, setOffset] = useState(0);
  const list = useAdminNewsletters(offset);
  const [selection, setSelection] = useState<Selection>(null);
  const selectedId = selection?.kind === 'existing' ? selection.id : null;
  const onPage = list.data?.items.find((item) => item.id === selectedId) ?? null;
  const offPage = useAdminNewsletter(selectedId !== null && !onPage ? selectedId : null);
  const selected = onPage ?? (selectedId !== null ? (offPage.data ?? null) : null);

  return (
    <AdminWorkspace
      nav={{ activePage: 'Send Newsletters' }}
      eyebrow="Publishing"
      title="Newsletters"
      actions={
        <button type="button" className={primaryButton} onClick={() => setSelection({ kind: 'new' })}>
          New newsletter
        </button>
      }
    >
      <p className="max-w-2xl text-sm text-zinc-300">
        Write or review an issue, preview the email, send yourself a test, then send it to your subscribers or schedule
        it.
      </p>

      {/* The list sits above the composer until the screen is wide enough for it, the form and the preview side by side. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="Newsletters" className="rounded-sm border border-zinc-700 bg-zinc-950">
          {list.isPending ? (
            <p className="px-4 py-6 text-zinc-300">Loading...</p>
          ) : list.isError ? (
            <p role="alert" className="px-4 py-6 text-red-300">
              Could not load the newsletters. {errorMessage(list.error, '')}
            </p>
          ) : list.data.total === 0 ? (
            <p className="px-4 py-6 text-zinc-300">No newsletters yet.</p>
          ) : (
            <ul className="max-h-52 divide-y divide-zinc-800 overflow-y-auto 2xl:max-h-[40rem]">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setSelection({ kind: 'existing', id: item.id })}
                    aria-current={selected?.id === item.id}
                    className={`block w-full px-4 py-3 text-left hover:bg-zinc-900 focus-visible:outline-2 focus-visible:outline-yellow-400 ${
                      selected?.id === item.id ? 'bg-zinc-900' : ''
                    }`}
                  >
                    <span className="block truncate font-bold text-white">{item.title}</span>
                    <span className="block text-xs text-zinc-400">
                      {STATUS_LABEL[item.status]}
                      {item.publishedAt ? '' : ' · draft'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.data && list.data.total > STUDIO_PAGE_SIZE && (
            <StudioPager offset={offset} total={list.data.total} onOffset={setOffset} />
          )}
        </nav>
        <div>
          {selection === null ? (
            <p className="text-zinc-300">Pick a newsletter or start a new one.</p>
          ) : selection.kind === 'new' ? (
            <NewsletterEditor
              key="new"
              newsletter={null}
              onSaved={(saved) => setSelection({ kind: 'existing', id: saved.id })}
            />
          ) : selected ? (
            <NewsletterEditor key={selected.id} newsletter={selected} onSaved={() => undefined} />
          ) : (
            <p className="text-zinc-300">Loading...</p>
          )}
        </div>
      </div>
    </AdminWorkspace>
  );
}

/** Newer and older pages of the list, compact enough for its narrow column. */
function StudioPager({ offset, total, onOffset }: { offset: number; total: number; onOffset: (next: number) => void }) {
  const last = Math.min(offset + STUDIO_PAGE_SIZE, total);
  return (
    <div className="flex items-center justify-between gap-2 border-t border-zinc-800 px-2 py-2 text-xs text-zinc-300">
      <button
        type="button"
        className={`${ghostButton} !px-2 !py-1`}
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - STUDIO_PAGE_SIZE))}
      >
        Newer
      </button>
      <span>
        {offset + 1}–{last} of {total}
      </span>
      <button
        type="button"
        className={`${ghostButton} !px-2 !py-1`}
        disabled={last >= total}
        onClick={() => onOffset(offset + STUDIO_PAGE_SIZE)}
      >
        Older
      </button>
    </div>
  );
}
