import { LegalPage, LegalSection } from './legal-page';

/** What the site really keeps about a reader, why, for how long, and how to leave. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What The Cypher stores about readers and subscribers, why, and how to unsubscribe or have your data deleted."
      kicker="Your data, plainly"
      intro={
        <p>
          You can read everything on The Cypher without an account and without telling us who you are. This page lists
          everything the site keeps, in plain words.
        </p>
      }
    >
      <LegalSection id="reading" title="When you read">
        <p>
          Your browser gets a random <strong>reading id</strong> (it looks like <code>session-1732400000000-k3x9…</code>
          ) kept in its local storage. It carries no name and no email. With it the site stores:
        </p>
        <ul>
          <li>which pages you open and when (to count daily visitors);</li>
          <li>
            which articles you read and which recommendations you open (the <strong>signals</strong> behind your For You
            page);
          </li>
          <li>the content preferences you save on the Preferences tab, and the recommendations made for you.</li>
        </ul>
        <p>
          We use no advertising or tracking cookies and share none of this. To start over with a new id, clear this
          site's data in your browser.
        </p>
      </LegalSection>

      <LegalSection id="subscribing" title="When you subscribe">
        <p>The newsletter form stores:</p>
        <ul>
          <li>
            your <strong>email address, first name and last name</strong>, and when you subscribed, confirmed or left;
          </li>
          <li>
            your answer to the <strong>free credit program</strong> question (yes or no);
          </li>
          <li>
            your <strong>phone number</strong>, only if you answered yes, and only so the credit program can call you
            about it;
          </li>
          <li>
            a record of each <strong>consent</strong>: the exact wording you agreed to, when, on which form, and the
            network address and browser it came from, so we can prove what you asked for;
          </li>
          <li>the emails we sent you and whether they were delivered.</li>
        </ul>
        <p>
          We use your email only to send the newsletter and the messages about your subscription. We never sell or rent
          your details.
        </p>
      </LegalSection>

      <LegalSection id="abuse" title="Keeping the site safe">
        <p>
          To stop automated sign-ups and password guessing, the site counts requests per network address for up to an
          hour. Those counters hold nothing else and expire on their own.
        </p>
      </LegalSection>

      <LegalSection id="leaving" title="How to leave">
        <ul>
          <li>
            <strong>Unsubscribe</strong>: every email has a one-click unsubscribe link. It stops all newsletter email at
            once, and the credit program calls with it.
          </li>
          <li>
            <strong>Delete everything</strong>: reply to any email from us asking for deletion. We erase your
            subscription, your consents and the emails we sent you, and confirm by email, within 30 days.
          </li>
          <li>
            <strong>Correct or see your data</strong>: reply the same way and we send you what we hold, or fix it.
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
