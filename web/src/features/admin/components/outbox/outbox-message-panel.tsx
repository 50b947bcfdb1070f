import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { useOutboxMessage } from '../../api/outbox';

type View = 'html' | 'text' | 'headers';

/**
 * One caught email. The HTML is shown in a sandboxed frame with no scripts,
 * forms or same-origin access, so a message can never act as our site.
 */
export function OutboxMessagePanel({ id }: { id: number | null }) {
  const message = useOutboxMessage(id);
  const [view, setView] = useState<View>('html');

  if (id === null) {
    return (
      <section className="rounded-sm border border-dashed border-zinc-700 p-6 text-zinc-300">
        Choose a message to see it as the reader would.
      </section>
    );
  }
  if (message.isPending) return <section className="p-6 text-zinc-300">Loading message...</section>;
  if (message.isError) {
    return (
      <section role="alert" className="p-6 text-red-300">
        {errorMessage(message.error, 'Could not load this message.')}
      </section>
    );
  }
  const data = message.data;
  const tabs: { key: View; label: string }[] = [
    { key: 'html', label: 'HTML' },
    { key: 'text', label: 'Plain text' },
    { key: 'headers', label: 'Headers' },
  ];
  return (
    <section aria-labelledby="outbox-message-title" className="min-w-0 rounded-sm border border-zinc-700 bg-zinc-950">
      <div className="border-b border-zinc-800 px-4 py-3">
        <h2 id="outbox-message-title" className="break-words font-display text-xl font-black text-white">
          {data.subject || '(no subject)'}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-zinc-300">
          <dt className="font-bold">To</dt>
          <dd className="break-all">{data.to.join(', ')}</dd>
          <dt className="font-bold">From</dt>
          <dd className="break-all">{data.from ?? 'unknown'}</dd>
          <dt className="font-bold">Sent</dt>
          <dd>{new Date(data.receivedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' })}</dd>
        </dl>
        <div role="tablist" aria-label="Message parts" className="mt-3 flex gap-2">
          {tabs.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={view === tab.key}
              onClick={() => setView(tab.key)}
              className={`rounded-sm px-3 py-1 text-xs font-black uppercase tracking-wider ${
                view === tab.key ? 'bg-yellow-400 text-black' : 'border border-zinc-600 text-zinc-100'
              }`}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      {view === 'html' &&
        (data.html ? (
          <iframe
            title={`Email: ${data.subject}`}
            sandbox=""
            srcDoc={data.html}
            className="h-[32rem] w-full bg-white"
            referrerPolicy="no-referrer"
          />
        ) : (
          <p className="p-4 text-zinc-300">This message has no HTML part.</p>
        ))}
      {view === 'text' && (
        <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words p-4 text-sm text-zinc-100">
          {data.text ?? 'This message has no plain-text part.'}
        </pre>
      )}
      {view === 'headers' && (
        <dl className="max-h-[32rem] overflow-auto p-4 text-xs text-zinc-200">
          {data.headers.map((header, index) => (
            <div key={`${header.name}-${index}`} className="grid grid-cols-[10rem_minmax(0,1fr)] gap-2 py-1">
              <dt className="font-bold text-zinc-100">{header.name}</dt>
              <dd className="break-all">{header.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
