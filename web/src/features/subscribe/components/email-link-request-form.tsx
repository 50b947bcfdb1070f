import { useId, useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { primaryButton } from '../../../components/ui/styles';
import { errorMessage } from '../../../lib/api-error';
import { usePreferencesLinkRequest, useResendConfirmation } from '../api/subscription-links';

const input =
  'mt-1 w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400';

type LinkRequest = UseMutationResult<{ message: string }, Error, string>;

/**
 * Asks by address for an email carrying a fresh link; the answer never says
 * whether the address is known, so it reads the same for everyone.
 */
function EmailLinkRequestForm({ request, formLabel }: { request: LinkRequest; formLabel: string }) {
  const [email, setEmail] = useState('');
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  if (request.isSuccess) {
    return (
      <p role="status" className="font-bold text-green-300">
        {request.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={formLabel}>
      <label htmlFor={id} className="text-xs font-black uppercase tracking-wider text-zinc-200">
        Your email
      </label>
      <input
        id={id}
        className={input}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {request.isError && (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(request.error, 'Something went wrong. Please try again.')}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send me a new link'}
      </button>
    </form>
  );
}

/** The confirmation page's way to a new confirmation link. */
export function ResendConfirmationForm() {
  return <EmailLinkRequestForm request={useResendConfirmation()} formLabel="Ask for a new confirmation link" />;
}

/** The preferences page's way to a fresh preferences link, when the one it was opened with no longer works. */
export function PreferencesLinkRequestForm() {
  return <EmailLinkRequestForm request={usePreferencesLinkRequest()} formLabel="Ask for a fresh preferences link" />;
}
