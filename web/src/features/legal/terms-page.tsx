import { Link } from 'wouter';
import { LegalPage, LegalSection } from './legal-page';

/** The rules of using the site and the newsletter, short enough to read. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      description="The rules of reading The Cypher and receiving its free newsletter and credit program information."
      kicker="The rules, briefly"
      intro={<p>The Cypher is free to read. Using it means you accept these few rules.</p>}
    >
      <LegalSection id="content" title="Our stories">
        <p>
          Stories, reviews and artist profiles belong to The Cypher or the outlets we credit. Pieces we picked up
          elsewhere name their source and link the original. Quote us freely with a link back; do not republish whole
          pieces.
        </p>
        <p>
          Some artist profiles and summaries are written with the help of AI; they carry an{' '}
          <strong>AI Generated</strong> or <strong>AI Enhanced Content</strong> badge.
        </p>
      </LegalSection>
      <LegalSection id="newsletter" title="The newsletter">
        <p>
          The newsletter is free. You can leave at any time with the one-click link in every email. What we keep about
          you is listed in the{' '}
          <Link href="/privacy" className="text-yellow-300 underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>
      <LegalSection id="credit-program" title="The free credit program">
        <p>
          Answering yes to the credit program question only asks us to contact you about it by phone. It is not an
          application, it costs nothing, and it never affects your newsletter.
        </p>
        <p>
          The sign-up form asks for a phone number only when you answer yes, and only so we can call you about the
          program. Answering no changes nothing about the newsletter. Unsubscribing from the newsletter ends the calls
          too: it withdraws your yes and the permission to call you.
        </p>
      </LegalSection>
      <LegalSection id="links" title="Links and availability">
        <p>
          We link to artists' pages and to other outlets; we are not responsible for what they publish. We try to keep
          the site up and accurate, but it comes as it is, without guarantees.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
