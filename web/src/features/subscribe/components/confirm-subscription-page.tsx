import { Link } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
import { useConfirmSubscription } from '../api/subscription-links';
import { LinkFailure } from './link-failure';
import { LinkPageCard } from './link-page-card';
import { LinkSuccess } from './link-success';
import { ResendConfirmationForm } from './email-link-request-form';
import { useLinkToken } from './use-link-token';

/**
 * /subscribe/confirm?token=…, opened from the confirmation email. Nothing
 * happens until the reader presses the button (a POST): mail scanners that
 * open every link do not subscribe anyone.
 */
export default function ConfirmSubscriptionPage() {
  useDocumentHead('Confirm your subscription', 'Confirm your subscription to The Cypher newsletter.');
  const token = useLinkToken();
  const confirm = useConfirmSubscription();

  if (confirm.isSuccess) {
    return (
      <LinkPageCard eyebrow="Free newsletter" title="You're in the Cypher">
        <LinkSuccess>
          {confirm.data.confirmedNow
            ? `Thanks${confirm.data.firstName ? `, ${confirm.data.firstName}` : ''}! Your subscription is confirmed. A welcome email is on its way.`
            : 'Your subscription was already confirmed. Nothing more to do.'}
        </LinkSuccess>
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
          <LinkFailure token={token} error={confirm.error} />
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
