import { EmailLayout, FooterLink, Paragraph } from './email-layout';
import { LinkWithAddress } from './link-with-address';
import type { SubscriberEmailInput } from './subscriber-email';

export type ConfirmationEmailProps = Pick<SubscriberEmailInput, 'firstName' | 'confirmUrl' | 'unsubscribeUrl'>;

/** Sent when a reader subscribes: nothing else goes out until they press the button. */
export function ConfirmationEmail({ firstName, confirmUrl, unsubscribeUrl }: ConfirmationEmailProps) {
  return (
    <EmailLayout
      preview="One click and you're in the Cypher."
      heading="Confirm your subscription"
      footer={
        <>
          You get this email because someone entered this address in the subscribe form on The Cypher. If it was not
          you, ignore it: without a click nothing more is sent.{' '}
          <FooterLink href={unsubscribeUrl}>Unsubscribe</FooterLink>
        </>
      }
    >
      <Paragraph>Hi {firstName},</Paragraph>
      <Paragraph>
        Thanks for signing up for the free newsletter: the week's biggest stories, the artist spotlight and fresh drops.
        Please confirm that this is your address.
      </Paragraph>
      <LinkWithAddress link={confirmUrl} label="Confirm subscription" lasts="for seven days" />
    </EmailLayout>
  );
}
