import { Link } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { useDocumentHead } from '../../../lib/document-head';
import { useUnsubscribe } from '../api/subscription-links';
import { LinkFailure } from './link-failure';
import { LinkPageCard } from './link-page-card';
import { LinkSuccess } from './link-success';
import { useLinkToken } from './use-link-token';

/** /unsubscribe?token=…, the footer link of every email: one button, the result, and the way back. */
export default function UnsubscribePage() {
  useDocumentHead('Unsubscribe', 'Stop receiving The Cypher newsletter.');
  const token = useLinkToken();
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess) {
    return (
      <LinkPageCard eyebrow="Newsletter" title="You're unsubscribed">
        <LinkSuccess>
          {unsubscribe.data.email
            ? `${unsubscribe.data.email} will not receive The Cypher newsletter any more.`
            : 'You will not receive The Cypher newsletter any more.'}
        </LinkSuccess>
        <p>
          If you had joined the free credit program, its calls stop too: unsubscribing withdrew your permission to call
          you about it.
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
        <LinkFailure token={token} error={unsubscribe.error} />
      ) : (
        <p>
          Press the button to stop receiving The Cypher newsletter. It takes effect at once, and ends any free credit
          program calls too.
        </p>
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
