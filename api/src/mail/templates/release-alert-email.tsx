import { Img, Link, Section, Text } from '@react-email/components';
import { ActionButton, EMAIL_COLORS, EmailLayout, HEADLINE_FONT, Paragraph } from './email-layout';
import { SubscriberFooter } from './subscriber-footer';

/** One release in an alert email, every address already checked by the link rule. */
export interface AlertDrop {
  title: string;
  artist: string;
  /** 'Album · 13 November 2026' */
  details: string;
  /** An http(s) picture: the release's own cover, else the site's drawn stand-in. */
  coverUrl: string;
  /** The standard edition first, then each other edition under its own title. */
  editions: string[];
  /** One link per source listing the release. */
  links: { label: string; url: string }[];
  /** The followed artist the drop is owed for, by the name the subscriber followed. */
  followedArtist: string;
}

export interface ReleaseAlertEmailProps {
  drops: AlertDrop[];
  siteUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** The least time between two alert emails (RELEASE_ALERT_GAP_MS), which the email states. */
  minGapMs: number;
}

const COVER_SIZE = 240;

/** "New drop: Harbor Lights by Nadia Cross", or "3 new drops: Harbor Lights by Nadia Cross and 2 more". */
export function releaseAlertSubject(drops: readonly Pick<AlertDrop, 'title' | 'artist'>[]): string {
  const [first] = drops;
  const lead = `${first.title} by ${first.artist}`;
  if (drops.length === 1) return `New drop: ${lead}`;
  return `${drops.length} new drops: ${lead} and ${drops.length - 1} more`;
}

/** The names of the followed artists, once each: 'Nadia Cross', 'Nadia Cross and Kilo Reyes', 'A, B and C'. */
function namesOf(drops: readonly AlertDrop[]): string {
  const names = [...new Set(drops.map((drop) => drop.followedArtist))];
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 'an hour', '2 hours', 'every 15 minutes', 'every 30 seconds': the gap as the email's sentence says it. */
export function gapInWords(ms: number): string {
  const units: [number, string][] = [
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1_000, 'second'],
  ];
  const [size, unit] = units.find(([unitMs]) => ms >= unitMs && ms % unitMs === 0) ?? [1_000, 'second'];
  const count = Math.max(1, Math.round(ms / size));
  if (count === 1) return unit === 'hour' ? 'an hour' : `a ${unit}`;
  return `every ${count} ${unit}s`;
}

/** New releases by artists the subscriber follows: each with its cover, editions and a link per source. */
export function ReleaseAlertEmail({
  drops,
  siteUrl,
  unsubscribeUrl,
  preferencesUrl,
  minGapMs,
}: ReleaseAlertEmailProps) {
  const single = drops.length === 1;
  return (
    <EmailLayout
      preview={
        single ? `${drops[0].title} by ${drops[0].artist} is out.` : `${drops.length} new drops by ${namesOf(drops)}.`
      }
      heading={single ? `New drop from ${drops[0].artist}` : `${drops.length} new drops from artists you follow`}
      footer={<SubscriberFooter unsubscribeUrl={unsubscribeUrl} preferencesUrl={preferencesUrl} />}
    >
      {drops.map((drop, index) => (
        <DropSection key={`${drop.title}-${index}`} drop={drop} />
      ))}
      <Paragraph>
        Why you get this: you follow {namesOf(drops)} and turned on new-drop alerts. You get at most one alert email{' '}
        {gapInWords(minGapMs)}; drops that land in between wait for the next one.
      </Paragraph>
      <ActionButton href={preferencesUrl} tone="must">
        Choose who you follow
      </ActionButton>
      <ActionButton href={siteUrl} tone="invite">
        More fresh drops
      </ActionButton>
    </EmailLayout>
  );
}

function DropSection({ drop }: { drop: AlertDrop }) {
  return (
    <Section style={{ margin: '8px 0 20px', borderBottom: `3px solid ${EMAIL_COLORS.accent}`, paddingBottom: 12 }}>
      <Img
        src={drop.coverUrl}
        alt={`Cover of ${drop.title} by ${drop.artist}`}
        width={COVER_SIZE}
        height={COVER_SIZE}
        style={{ display: 'block', maxWidth: '100%', height: 'auto', border: 0, backgroundColor: EMAIL_COLORS.ink }}
      />
      <Text
        style={{
          color: EMAIL_COLORS.ink,
          fontFamily: HEADLINE_FONT,
          fontSize: 24,
          lineHeight: '1.15',
          textTransform: 'uppercase',
          margin: '12px 0 2px',
        }}
      >
        {drop.title}
      </Text>
      <Text style={{ color: EMAIL_COLORS.ink, fontSize: 16, fontWeight: 700, margin: 0 }}>{drop.artist}</Text>
      <Text style={{ color: EMAIL_COLORS.muted, fontSize: 14, margin: '2px 0 8px' }}>{drop.details}</Text>
      {drop.editions.length > 1 && (
        <Text style={{ color: EMAIL_COLORS.ink, fontSize: 14, lineHeight: '1.5', margin: '0 0 8px' }}>
          <strong>Editions:</strong> {drop.editions.join(' · ')}
        </Text>
      )}
      <Text style={{ color: EMAIL_COLORS.ink, fontSize: 14, lineHeight: '1.5', margin: '0 0 4px' }}>
        <strong>Listen and buy:</strong>
      </Text>
      {drop.links.map((link) => (
        <Text key={link.url} style={{ fontSize: 15, lineHeight: '1.5', margin: '0 0 4px' }}>
          {/* Words, never punctuation, right after a link: the plain-text part prints the address there. */}
          <Link href={link.url} style={{ color: EMAIL_COLORS.ink, fontWeight: 700, textDecoration: 'underline' }}>
            {link.label}
          </Link>
        </Text>
      ))}
      <Text style={{ color: EMAIL_COLORS.muted, fontSize: 13, margin: '8px 0 0' }}>
        Because you follow {drop.followedArtist}.
      </Text>
    </Section>
  );
}
