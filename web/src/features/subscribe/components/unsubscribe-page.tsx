import { Link, useSearch } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { errorMessage } from '../../../lib/api-error';
import { useDocumentHead } from '../../../lib/document-head';
import { useUnsubscribe } from '../api/subscription-links';
import { LinkPageCard } from './link-page-card';

/** /unsubscribe?token=…, the footer link of every email: one button, the result, and the way back. */
export default function UnsubscribePage() {
  useDocumentHead('Unsubscribe', 'Stop receiving The Cypher newsletter.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess) {
    return (
      <LinkPageCard eyebrow="Newsletter" title="You're unsubscribed">
        <p role="status" className="text-lg font-bold text-green-300">
          {unsubscribe.data.email
            ? `${unsubscribe.data.email} will not receive The Cypher newsletter any more.`
            : 'You will not receive The Cypher newsletter any more.'}
        </p>
        <p>Changed your mind? You can subscribe again from the home page at any time.</p>
        <Link href="/" className={secondaryButton}>
          Subscribe again
        </Link>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard eyebrow="Newsletter" title="Unsubscribe">
      {!token || unsubscribe.isError ? (
        <p role="alert" className="font-bold text-red-300">
          {token
            ? errorMessage(unsubscribe.error, 'Something went wrong. Please try again.')
            : 'This link is incomplete: open the whole link from the email.'}
        </p>
      ) : (
        <p>Press the button to stop receiving The Cypher newsletter. It takes effect at once.</p>
      )}
      <div className="flex flex-wrap gap-3">
        {token && (
          <button
            type="button"
            className={primaryButton}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        )}
        <Link href="/" className={secondaryButton}>
          Back to the site
        </Link>
      </div>
    </LinkPageCard>
  );
}
