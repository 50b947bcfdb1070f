import { Link, useSearch } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentHead } from '../../../lib/document-head';
import { useConfirmSubscription } from '../api/subscription-links';
import { LinkPageCard } from './link-page-card';
import { ResendConfirmationForm } from './resend-confirmation-form';

/**
 * /subscribe/confirm?token=…, opened from the confirmation email. Nothing
 * happens until the reader presses the button (a POST): mail scanners that
 * open every link do not subscribe anyone.
 */
export default function ConfirmSubscriptionPage() {
  useDocumentHead('Confirm your subscription', 'Confirm your subscription to The Cypher newsletter.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmSubscription();

  if (confirm.isSuccess) {
    return (
      <LinkPageCard eyebrow="Free newsletter" title="You're in the Cypher">
        <p role="status" className="text-lg font-bold text-green-300">
          {confirm.data.confirmedNow
            ? `Thanks${confirm.data.firstName ? `, ${confirm.data.firstName}` : ''}! Your subscription is confirmed. A welcome email is on its way.`
            : 'Your subscription was already confirmed. Nothing more to do.'}
        </p>
        <Link href="/" className={secondaryButton}>
          Read the latest
        </Link>
      </LinkPageCard>
    );
  }

  const failed = confirm.isError || !token;
  return (
    <LinkPageCard eyebrow="Free newsletter" title="Confirm your subscription">
      {failed ? (
        <>
          <p role="alert" className="font-bold text-red-300">
            {token
              ? errorMessage(confirm.error, 'Something went wrong. Please try again.')
              : 'This link is incomplete: open the whole link from the email.'}
          </p>
          <p>Enter the address you subscribed with and we will send a new confirmation link.</p>
          <ResendConfirmationForm />
        </>
      ) : (
        <>
          <p>One click and the newsletter starts: the week's biggest stories, the spotlight and fresh drops.</p>
          <button
            type="button"
            className={`${primaryButton} w-full sm:w-auto`}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm subscription'}
          </button>
        </>
      )}
    </LinkPageCard>
  );
}
