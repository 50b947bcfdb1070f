import { useState } from 'react';
import { useDocumentHead } from '../../../../lib/document-head';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../../api/outbox';
import { AdminGate } from '../admin-gate';
import { AdminListStates, type ListStateWords } from '../desk-panel';
import { NewerOlderButtons } from '../dashboard/page-step-button';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { OutboxMessagePanel } from './outbox-message-panel';

const OUTBOX_LIST_WORDS: ListStateWords = {
  loading: 'Loading messages...',
  failed: 'Could not load the outbox.',
  empty: 'No emails yet. Subscribe on the home page to see one arrive.',
};

/**
 * /admin/outbox: every email the local catch-all SMTP server kept (npm start
 * without SMTP_URL), so an admin sees exactly what would have gone out.
 */
export default function OutboxPage() {
  useDocumentHead('Outbox', 'Emails caught by the local mail server.');
  return <AdminGate>{() => <Outbox />}</AdminGate>;
}

function Outbox() {
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const outbox = useOutbox(offset);
  const total = outbox.data?.total ?? 0;
  const paging = { offset, pageSize: OUTBOX_PAGE_SIZE, total, onOffset: setOffset };

  return (
    <AdminWorkspace nav={{ activePage: 'Outbox' }} eyebrow="Operations" title="Outbox">
      <p className="max-w-2xl text-sm text-zinc-300">
        With no SMTP_URL configured, every email stays on this machine and shows up here. Set SMTP_URL to send for real.
      </p>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="outbox-list-title" className="rounded-sm border border-zinc-700 bg-zinc-950">
          <h2
            id="outbox-list-title"
            className="border-b border-zinc-800 px-4 py-3 font-display text-xl font-black uppercase text-white"
          >
            Messages ({total})
          </h2>
          <AdminListStates
            query={{
              data: outbox.data?.items,
              isPending: outbox.isPending,
              isError: outbox.isError,
              error: outbox.error,
            }}
            spacing="px-4 py-6"
            words={OUTBOX_LIST_WORDS}
          >
            {(items) => (
              <ul className="max-h-[32rem] divide-y divide-zinc-800 overflow-y-auto" aria-label="Outbox messages">
                {items.map((message) => (
                  <li key={message.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(message.id)}
                      aria-current={selected === message.id}
                      data-testid="outbox-message"
                      className={`block w-full px-4 py-3 text-left hover:bg-zinc-900 focus-visible:outline-2 focus-visible:outline-yellow-400 ${
                        selected === message.id ? 'bg-zinc-900' : ''
                      }`}
                    >
                      <span className="block truncate font-bold text-white">{message.subject || '(no subject)'}</span>
                      <span className="block truncate text-sm text-zinc-300">To: {message.to.join(', ')}</span>
                      <span className="block text-xs text-zinc-400">
                        {new Date(message.receivedAt).toLocaleString('en-US', {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </AdminListStates>
          {total > OUTBOX_PAGE_SIZE && (
            <NewerOlderButtons
              paging={paging}
              className="flex items-center justify-between border-t border-zinc-800 px-4 py-3 text-sm text-zinc-300"
            />
          )}
        </section>
        <OutboxMessagePanel id={selected} />
      </div>
    </AdminWorkspace>
  );
}
