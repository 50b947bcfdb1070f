import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/**
 * The site's look in a mail client: a black masthead with the yellow wordmark
 * over a white card. Every colour is set explicitly on every block, so clients
 * that darken or invert messages still show dark text on light and yellow on black.
 */
export const EMAIL_COLORS = { ink: '#0a0a0a', paper: '#ffffff', accent: '#facc15', muted: '#52525b', page: '#f4f4f5' };

/** The site's faces where the client has them (Apple Mail often does), and close system faces where it has not. */
const font = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";
export const HEADLINE_FONT = "Anton, Impact, 'Arial Narrow Bold', 'Helvetica Neue', Arial, sans-serif";

/** The one width every email is laid out for; narrower screens get the same single column, never a scrollbar. */
export const EMAIL_MAX_WIDTH = 600;
const GUTTER = '24px';

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
      <Body style={{ backgroundColor: EMAIL_COLORS.page, margin: 0, padding: '16px 0', fontFamily: font }}>
        {/* React Email's Container and Section are tables (role=presentation), 100% wide up to the max width. */}
        <Container
          style={{
            width: '100%',
            maxWidth: EMAIL_MAX_WIDTH,
            backgroundColor: EMAIL_COLORS.paper,
            borderTop: `6px solid ${EMAIL_COLORS.accent}`,
          }}
        >
          <Section style={{ backgroundColor: EMAIL_COLORS.ink, padding: `18px ${GUTTER}` }}>
            <Text
              style={{
                color: EMAIL_COLORS.accent,
                fontFamily: HEADLINE_FONT,
                fontSize: 24,
                letterSpacing: 1,
                textTransform: 'uppercase',
                lineHeight: '1.1',
                margin: 0,
              }}
            >
              The Cypher
            </Text>
            <Text style={{ color: '#e4e4e7', fontSize: 11, letterSpacing: 2, textTransform: 'uppercase', margin: 0 }}>
              Hip Hop Culture Newsletter
            </Text>
          </Section>
          <Section style={{ padding: `8px ${GUTTER} 4px`, wordBreak: 'break-word' }}>
            <Heading
              as="h1"
              style={{
                color: EMAIL_COLORS.ink,
                fontFamily: HEADLINE_FONT,
                fontSize: 28,
                fontWeight: 400,
                lineHeight: '1.15',
                textTransform: 'uppercase',
              }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          {/* A border on the footer, not an <hr> with side margins: a margin on a 100%-wide rule sticks out. */}
          <Section style={{ padding: `0 ${GUTTER} 20px` }}>
            <Text
              style={{
                color: EMAIL_COLORS.muted,
                fontSize: 12,
                lineHeight: '1.5',
                borderTop: '1px solid #d4d4d8',
                paddingTop: 12,
                margin: 0,
              }}
            >
              {footer}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ color: EMAIL_COLORS.ink, fontSize: 16, lineHeight: '1.6' }}>{children}</Text>;
}

/** A bare address shown as text: it may break anywhere, so a long one never widens the email. */
export function AddressLink({ href }: { href: string }) {
  return (
    <Link href={href} style={{ color: EMAIL_COLORS.ink, textDecoration: 'underline', wordBreak: 'break-all' }}>
      {href}
    </Link>
  );
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
          fontSize: 15,
          lineHeight: '1.3',
          textTransform: 'uppercase',
          textAlign: 'center',
          padding: '14px 18px',
          maxWidth: '100%',
          ...(must ? { border: `2px solid ${EMAIL_COLORS.ink}` } : {}),
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
