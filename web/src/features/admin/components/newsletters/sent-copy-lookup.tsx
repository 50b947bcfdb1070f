import { useState, type FormEvent } from 'react';
import { secondaryButton } from '../../../../components/ui/styles';
import { useSentCopy } from '../../api/personal-digest';
import { EmailFrame } from './email-frame';
import { FailureAlert } from '../desk-panel';

/** Any recipient's copy as it was sent: their kept picks, rendered with the issue through the same template. */
export function SentCopyLookup({ newsletterId }: { newsletterId: number }) {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const copy = useSentCopy(newsletterId, email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmail(typed.trim() || null);
  };
  return (
    <div>
      <h3 className="text-sm font-black uppercase tracking-wide text-yellow-300">A recipient&apos;s copy</h3>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2" aria-label="Find a recipient's copy">
        <label className="block min-w-0 flex-1 text-sm font-bold text-zinc-100">
          Recipient email
          <input
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            required
            className="mt-1 block w-full rounded-sm border border-zinc-600 bg-zinc-900 px-3 py-2 text-white"
          />
        </label>
        <button type="submit" className={secondaryButton}>
          Show copy
        </button>
      </form>
      {email && copy.isPending && <p className="mt-2 text-sm text-zinc-300">Loading...</p>}
      <FailureAlert request={copy} fallback="Could not load the copy." className="mt-2 text-sm" />
      {copy.data && (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-zinc-300" data-testid="sent-copy-summary">
            Sent to <span className="break-all font-bold text-white">{copy.data.email}</span> ({copy.data.status}
            {copy.data.sentAt ? `, ${new Date(copy.data.sentAt).toLocaleString('en-US')}` : ''}):{' '}
            {copy.data.picks.map((pick) => `${pick.title} (${pick.why})`).join('; ') || 'no picks'}
          </p>
          <EmailFrame html={copy.data.html} title={`The copy sent to ${copy.data.email}`} />
        </div>
      )}
    </div>
  );
}
