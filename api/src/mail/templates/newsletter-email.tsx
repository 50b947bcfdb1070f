import { Link, Section } from '@react-email/components';
import { EMAIL_COLORS, EmailLayout, Paragraph } from './email-layout';
import { SubscriberFooter } from './subscriber-footer';

export interface NewsletterEmailProps {
  title: string;
  description: string;
  /** The body, already turned from markdown into safe HTML. */
  contentHtml: string;
  firstName: string;
  webVersionUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

/** An issue of the newsletter: a link to its web version, a greeting by first name, the body, the way out. */
export function NewsletterEmail({
  title,
  description,
  contentHtml,
  firstName,
  webVersionUrl,
  unsubscribeUrl,
  preferencesUrl,
}: NewsletterEmailProps) {
  return (
    <EmailLayout
      preview={description}
      heading={title}
      footer={<SubscriberFooter unsubscribeUrl={unsubscribeUrl} preferencesUrl={preferencesUrl} />}
    >
      <Section style={{ padding: '0 0 4px' }}>
        <Link href={webVersionUrl} style={{ color: EMAIL_COLORS.muted, fontSize: 12, textDecoration: 'underline' }}>
          View in browser
        </Link>
      </Section>
      <Paragraph>Hi {firstName},</Paragraph>
      <div
        style={{
          color: EMAIL_COLORS.ink,
          fontSize: 16,
          lineHeight: '1.6',
          wordBreak: 'break-word',
        }}
        dangerouslySetInnerHTML={{ __html: contentHtml }}
      />
    </EmailLayout>
  );
}
