import { FooterLink } from './email-layout';

export interface SubscriberFooterProps {
  unsubscribeUrl: string;
  preferencesUrl: string;
}

/** Why a subscriber gets the email, where they choose what they get, and the way out: the same under every email to them. */
export function SubscriberFooter({ unsubscribeUrl, preferencesUrl }: SubscriberFooterProps) {
  return (
    <>
      You get this email because you subscribed to The Cypher newsletter.{' '}
      {/* Words, never punctuation, right after a link: the plain-text part prints the address there. */}
      <FooterLink href={preferencesUrl}>Preferences</FooterLink> let you pick the artists you follow and what you get.{' '}
      <FooterLink href={unsubscribeUrl}>Unsubscribe</FooterLink> with one click at any time.
    </>
  );
}
