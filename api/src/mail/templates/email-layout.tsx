import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

/**
 * The site's look in a mail client: a black masthead with the yellow wordmark
 * over a white card. Every colour is set explicitly on every block, so clients
 * that darken or invert messages still show dark text on light and yellow on black.
 */
export const EMAIL_COLORS = { ink: '#0a0a0a', paper: '#ffffff', accent: '#facc15', muted: '#52525b', page: '#f4f4f5' };

const font = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export interface EmailLayoutProps {
  preview: string;
  heading: string;
  children: ReactNode;
  /** Why the reader gets this email and how to stop it. */
  footer: ReactNode;
}

export function EmailLayout({ preview, heading, children, footer }: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light only" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: EMAIL_COLORS.page, margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container
          style={{ maxWidth: 560, backgroundColor: EMAIL_COLORS.paper, border: `2px solid ${EMAIL_COLORS.ink}` }}
        >
          <Section style={{ backgroundColor: EMAIL_COLORS.ink, padding: '20px 28px' }}>
            <Text
              style={{
                color: EMAIL_COLORS.accent,
                fontSize: 22,
                fontWeight: 900,
                letterSpacing: 2,
                textTransform: 'uppercase',
                margin: 0,
              }}
            >
              The Cypher
            </Text>
            <Text style={{ color: '#e4e4e7', fontSize: 12, letterSpacing: 3, textTransform: 'uppercase', margin: 0 }}>
              Hip Hop Culture Newsletter
            </Text>
          </Section>
          <Section style={{ padding: '8px 28px 4px' }}>
            <Heading as="h1" style={{ color: EMAIL_COLORS.ink, fontSize: 26, fontWeight: 900, lineHeight: '1.2' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#d4d4d8', margin: '8px 28px' }} />
          <Section style={{ padding: '0 28px 20px' }}>
            <Text style={{ color: EMAIL_COLORS.muted, fontSize: 12, lineHeight: '1.5' }}>{footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ color: EMAIL_COLORS.ink, fontSize: 16, lineHeight: '1.6' }}>{children}</Text>;
}

export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: EMAIL_COLORS.muted, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/**
 * The email's one call to action: yellow on black for what the reader must do
 * (with a black edge, so it still reads on an inverted white card), black on
 * yellow for an invitation.
 */
export function ActionButton({ href, tone, children }: { href: string; tone: 'must' | 'invite'; children: ReactNode }) {
  const must = tone === 'must';
  return (
    <Section style={{ padding: '8px 0 16px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: must ? EMAIL_COLORS.accent : EMAIL_COLORS.ink,
          color: must ? EMAIL_COLORS.ink : EMAIL_COLORS.accent,
          fontWeight: 900,
          fontSize: 16,
          textTransform: 'uppercase',
          padding: '14px 24px',
          ...(must ? { border: `2px solid ${EMAIL_COLORS.ink}` } : {}),
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
