import { useId, useState, type FormEvent } from 'react';
import { primaryButton } from '../../../components/ui/styles';
import { errorMessage } from '../../../lib/api-error';
import { useResendConfirmation } from '../api/subscription-links';

const input =
  'mt-1 w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400';

/** Asks for a fresh confirmation link; the answer never says whether the address is known. */
export function ResendConfirmationForm() {
  const [email, setEmail] = useState('');
  const resend = useResendConfirmation();
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate(email.trim());
  };
  if (resend.isSuccess) {
    return (
      <p role="status" className="font-bold text-green-300">
        {resend.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Ask for a new confirmation link">
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
      {resend.isError && (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(resend.error, 'Something went wrong. Please try again.')}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send me a new link'}
      </button>
    </form>
  );
}
