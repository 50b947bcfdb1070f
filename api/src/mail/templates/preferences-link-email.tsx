import { EmailLayout, Paragraph } from './email-layout';
import { LinkWithAddress } from './link-with-address';
import { SubscriberFooter } from './subscriber-footer';
import type { SubscriberEmailInput } from './subscriber-email';

export type PreferencesLinkEmailProps = Pick<SubscriberEmailInput, 'firstName' | 'unsubscribeUrl' | 'preferencesUrl'>;

/**
 * Sent when a reader asks for a fresh preferences link by address (an old
 * link had expired or was cut short): the new link, and a word for whoever did not ask.
 */
export function PreferencesLinkEmail({ firstName, unsubscribeUrl, preferencesUrl }: PreferencesLinkEmailProps) {
  return (
    <EmailLayout
      preview="A fresh link to choose the artists and stories we send you."
      heading={`Your preferences, ${firstName}`}
      footer={<SubscriberFooter unsubscribeUrl={unsubscribeUrl} preferencesUrl={preferencesUrl} />}
    >
      <Paragraph>
        Here is a fresh link to your newsletter preferences: the artists you follow, the categories you want most and
        whether new-drop alerts come on top of the weekly digest.
      </Paragraph>
      <LinkWithAddress link={preferencesUrl} label="Open my preferences" lasts="for 30 days" />
      <Paragraph>If you did not ask for this, you can ignore this email: nothing has changed.</Paragraph>
    </EmailLayout>
  );
}
