import { ActionButton, EmailLayout, Paragraph } from './email-layout';
import { SubscriberFooter } from './subscriber-footer';
import type { SubscriberEmailInput } from './subscriber-email';

export type AlreadySubscribedEmailProps = Pick<
  SubscriberEmailInput,
  'firstName' | 'siteUrl' | 'unsubscribeUrl' | 'preferencesUrl'
>;

/**
 * Sent when someone signs up with an address that is already subscribed: the
 * sign-up form answers the same for every address, so the owner learns it
 * here, with the way out if they did not ask for it.
 */
export function AlreadySubscribedEmail({
  firstName,
  siteUrl,
  unsubscribeUrl,
  preferencesUrl,
}: AlreadySubscribedEmailProps) {
  return (
    <EmailLayout
      preview="Someone, probably you, signed up again with this address."
      heading={`You're already on the list, ${firstName}`}
      footer={<SubscriberFooter unsubscribeUrl={unsubscribeUrl} preferencesUrl={preferencesUrl} />}
    >
      <Paragraph>
        Someone signed up for The Cypher newsletter with this address, which is already subscribed. Nothing has changed:
        you will keep getting every issue.
      </Paragraph>
      <Paragraph>If you did not ask for this, you can ignore this email, or unsubscribe with the link below.</Paragraph>
      <ActionButton href={siteUrl} tone="invite">
        Read the latest
      </ActionButton>
    </EmailLayout>
  );
}
