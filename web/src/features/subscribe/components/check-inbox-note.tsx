import { textLink } from '../../../components/ui/styles';
import { errorMessage } from '../../../lib/api-error';
import { useResendConfirmation } from '../api/subscription-links';

/**
 * What the card says once a sign-up is accepted: where the email went and what
 * it holds. The server answers every address alike (so nobody learns who
 * subscribes), so this names each case the email may be: the first link, a new
 * link for an address still waiting, or a note that it is already subscribed.
 */
export function CheckInboxNote({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <div role="status" className="mt-5 space-y-2 rounded-sm border border-zinc-700 bg-black p-4 text-sm text-zinc-200">
      <p className="font-display text-xl uppercase text-yellow-300">Check your inbox</p>
      <p>
        We sent an email to <strong className="break-all text-white">{email}</strong>. Click the link in it to start the
        newsletter: until then you are not subscribed. If this address was already waiting, the email holds a new link;
        if it is already subscribed, the email says so.
      </p>
      {resend.isSuccess ? (
        <p className="text-green-300">{resend.data.message}</p>
      ) : (
        <p>
          Nothing after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            className={`${textLink} font-bold text-yellow-300 underline`}
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {resend.isPending ? 'sending...' : 'resend the link'}
          </button>
          .
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="text-red-300">
          {errorMessage(resend.error, 'Something went wrong. Please try again.')}
        </p>
      )}
    </div>
  );
}
