import { Column, Img, Link, Row, Section, Text } from '@react-email/components';
import { ActionButton, EMAIL_COLORS, EmailLayout, HEADLINE_FONT, Paragraph } from './email-layout';
import { SubscriberFooter } from './subscriber-footer';

/** This week on the site, for a new reader: the spotlight artists and the latest stories, each with its link. */
export interface WelcomeHighlights {
  spotlight: { name: string; genre: string; url: string }[];
  stories: { title: string; url: string; pictureUrl: string | null }[];
}

export interface WelcomeEmailProps {
  firstName: string;
  siteUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  creditProgramParticipation: boolean;
  highlights?: WelcomeHighlights;
}

const sectionHeading = {
  color: EMAIL_COLORS.ink,
  fontFamily: HEADLINE_FONT,
  fontSize: 20,
  textTransform: 'uppercase' as const,
  margin: '24px 0 8px',
  borderBottom: `3px solid ${EMAIL_COLORS.accent}`,
  paddingBottom: 4,
};

/** Sent once the reader has confirmed (or at once when double opt-in is off). */
export function WelcomeEmail({
  firstName,
  siteUrl,
  unsubscribeUrl,
  preferencesUrl,
  creditProgramParticipation,
  highlights,
}: WelcomeEmailProps) {
  return (
    <EmailLayout
      preview="You're in. The next issue is on its way."
      heading={`Welcome to the Cypher, ${firstName}`}
      footer={<SubscriberFooter unsubscribeUrl={unsubscribeUrl} preferencesUrl={preferencesUrl} />}
    >
      <Paragraph>
        Your subscription is confirmed. Every week you will get the biggest stories in hip hop culture, the artist
        spotlight and the freshest drops.
      </Paragraph>
      {creditProgramParticipation && (
        <Paragraph>You also joined our free credit program: we will reach out by phone with the details.</Paragraph>
      )}
      {highlights && highlights.spotlight.length > 0 && (
        <Section>
          <Text style={sectionHeading}>This week&apos;s spotlight</Text>
          {highlights.spotlight.map((artist) => (
            <Text
              key={artist.url}
              style={{ color: EMAIL_COLORS.ink, fontSize: 16, lineHeight: '1.5', margin: '4px 0' }}
            >
              <Link href={artist.url} style={{ color: EMAIL_COLORS.ink, fontWeight: 700, textDecoration: 'underline' }}>
                {artist.name}
              </Link>
              <span style={{ color: EMAIL_COLORS.muted }}> · {artist.genre}</span>
            </Text>
          ))}
        </Section>
      )}
      {highlights && highlights.stories.length > 0 && (
        <Section>
          <Text style={sectionHeading}>Top stories</Text>
          {highlights.stories.map((story) => (
            <Row key={story.url} style={{ margin: '0 0 12px' }}>
              {story.pictureUrl && (
                <Column style={{ width: 96, verticalAlign: 'top', paddingRight: 12 }}>
                  <Link href={story.url}>
                    <Img
                      src={story.pictureUrl}
                      alt=""
                      width={96}
                      height={64}
                      style={{ display: 'block', maxWidth: '100%', height: 'auto', border: 0 }}
                    />
                  </Link>
                </Column>
              )}
              <Column style={{ verticalAlign: 'top' }}>
                <Link
                  href={story.url}
                  style={{
                    color: EMAIL_COLORS.ink,
                    fontSize: 16,
                    fontWeight: 700,
                    lineHeight: '1.35',
                    textDecoration: 'none',
                  }}
                >
                  {story.title}
                </Link>
              </Column>
            </Row>
          ))}
        </Section>
      )}
      <ActionButton href={siteUrl} tone="invite">
        Read the latest
      </ActionButton>
    </EmailLayout>
  );
}
