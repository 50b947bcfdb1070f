import { ActionButton, EmailLayout, FooterLink, Paragraph } from './email-layout';

export interface WelcomeEmailProps {
  firstName: string;
  siteUrl: string;
  unsubscribeUrl: string;
  creditProgramParticipation: boolean;
}

export const WELCOME_SUBJECT = 'Welcome to The Cypher';

/** Sent once the reader has confirmed (or at once when double opt-in is off). */
export function WelcomeEmail({ firstName, siteUrl, unsubscribeUrl, creditProgramParticipation }: WelcomeEmailProps) {
  return (
    <EmailLayout
      preview="You're in. The next issue is on its way."
      heading={`Welcome to the Cypher, ${firstName}`}
      footer={
        <>
          You get this email because you subscribed to The Cypher newsletter.{' '}
          <FooterLink href={unsubscribeUrl}>Unsubscribe</FooterLink> with one click at any time.
        </>
      }
    >
      <Paragraph>
        Your subscription is confirmed. Every week you will get the biggest stories in hip hop culture, the artist
        spotlight and the freshest drops.
      </Paragraph>
      {creditProgramParticipation && (
        <Paragraph>You also joined our free credit program: we will reach out by phone with the details.</Paragraph>
      )}
      <ActionButton href={siteUrl} tone="invite">
        Read the latest
      </ActionButton>
    </EmailLayout>
  );
}
