import { createElement } from 'react';
import { NewsletterMessage } from '@api/mail/templates/newsletter-message';
import { renderEmail } from '@api/mail/templates/render-email';
import { subscriberEmail, type SubscriberEmailKind } from '@api/mail/templates/subscriber-email';
import { memberLinkEmail } from '@api/mail/templates/member-link-email';
import { ReleaseAlertEmail, releaseAlertSubject, type AlertDrop } from '@api/mail/templates/release-alert-email';
import { WEBHOOK_DISABLED_SUBJECT, WebhookDisabledEmail } from '@api/mail/templates/webhook-disabled-email';
import { pictureHash } from '@api/shared/domain/picture-variants';
import { writeDigest } from '../../src/digest/digest-content';

/**
 * Every email the site sends, rendered as it goes out, with the longest
 * values a reader is likely to meet: a long name, a long unbroken address,
 * long titles and pictures far wider than any phone. `site` stands for the
 * public address; the test serves the pictures (and the artwork) under it.
 */
export interface EmailSample {
  name: string;
  subject: string;
  html: string;
}

const LONG_TOKEN =
  'eyJzdWJzY3JpcHRpb25JZCI6MTIzNDU2Nzg5LCJwdXJwb3NlIjoiY29uZmlybSJ9.c2lnbmF0dXJlLXRoYXQtZ29lcy1vbi1hbmQtb24';

export function emailSamples(site: string): EmailSample[] {
  const SITE = site;
  const pictureBase = `${site}/pictures`;
  const input = {
    firstName: 'Anastasiya-Marguerite',
    creditProgramParticipation: true,
    confirmUrl: `${SITE}/subscribe/confirm?token=${LONG_TOKEN}`,
    unsubscribeUrl: `${SITE}/unsubscribe?token=${LONG_TOKEN}`,
    preferencesUrl: `${SITE}/newsletter/preferences?token=${LONG_TOKEN}`,
    siteUrl: `${SITE}/`,
    highlights: {
      spotlight: ['Junie Marz', 'Lark Ashby', 'Odell Quarters', 'Sable Kingsley-Montgomery', 'Tee Vance'].map(
        (name, index) => ({ name, genre: index % 2 ? 'Detroit rap' : 'Boom bap', url: `${SITE}/artists/${index + 1}` }),
      ),
      stories: [
        'Junie Marz signs to Def Jam after a year of sold-out basement shows across the Midwest',
        'The producers rebuilding Atlanta’s studio scene, one borrowed room at a time',
        'Review: Blue Line',
      ].map((title, index) => ({
        title,
        url: `${SITE}/article/${index + 1}`,
        pictureUrl: `${pictureBase}/story-${index + 1}.svg`,
      })),
    },
  };
  const subscriberKinds: SubscriberEmailKind[] = ['confirmation', 'welcome', 'already-subscribed'];
  const subscriber = subscriberKinds.map((kind) => {
    const { subject, element } = subscriberEmail(kind, input);
    return { name: kind, subject, html: renderEmail(element).html };
  });

  const digest = writeDigest({
    week: '2026-W48',
    siteUrl: SITE,
    // The wide picture's variants are made, so the digest shows our 1200 px JPEG of it from the site.
    readyPictures: new Set([pictureHash(`${pictureBase}/wide.svg`)]),
    intro: 'Here is your week in hip hop culture: the stories you read most, the spotlight and the shows coming up.',
    stories: [
      {
        id: 1,
        title: 'Junie Marz signs to Def Jam',
        excerpt: 'The deal nobody saw coming.',
        imageUrl: `${pictureBase}/wide.svg`,
      },
      {
        id: 2,
        title: 'The producers rebuilding Atlanta',
        excerpt: 'One borrowed room at a time.',
        category: 'FEATURE',
      },
      {
        id: 3,
        title: 'Review: Blue Line',
        excerpt: 'Odell Quarters takes the long way home.',
        imageUrl: `${pictureBase}/wide.svg`,
      },
    ],
    artists: input.highlights.spotlight.map((artist, index) => ({
      id: index + 1,
      name: artist.name,
      genre: artist.genre,
      shortBio: 'Debut EP out now, and a tour that reaches twelve cities before spring.',
    })),
    drops: [{ title: 'Blue Line', artist: 'Odell Quarters', type: 'album', linkUrl: 'https://music.example/blue' }],
    events: [{ title: 'Cypher Live', location: 'Atlanta', eventDate: new Date('2026-12-01T20:00:00Z') }],
  });
  const content = `${digest.content}\n\nRead more: ${SITE}/articles?q=${'verylongsearchwordwithoutanyspaces'.repeat(3)}`;
  const newsletter = new NewsletterMessage({ ...digest, content }, `${SITE}/newsletter/1`).for({
    firstName: input.firstName,
    unsubscribeUrl: input.unsubscribeUrl,
    preferencesUrl: input.preferencesUrl,
  });

  const members = (['invite', 'reset'] as const).map((kind) => {
    const { subject, element } = memberLinkEmail(kind, {
      firstName: 'Anastasiya-Marguerite',
      role: 'editor',
      link: `${SITE}/account/password?token=${LONG_TOKEN}`,
      loginName: 'anastasiya.marguerite@thecypher.example',
    });
    return { name: `member-${kind}`, subject, html: renderEmail(element).html };
  });
  const drops: AlertDrop[] = [
    {
      title: 'Harbor Lights',
      artist: 'Nadia Cross',
      details: 'Album · 13 November 2026',
      coverUrl: `${pictureBase}/cover-1.svg`,
      editions: ['Harbor Lights', 'Harbor Lights (Deluxe Edition)'],
      links: [
        { label: 'Tidewater Records', url: 'https://tidewater.example/releases/harbor-lights' },
        { label: 'Crate Digger Store (Deluxe)', url: 'https://cratedigger.example/p/harbor-lights-deluxe-edition' },
        {
          label: 'Bars and Bylines',
          url: 'https://barsandbylines.example/2026/11/new-music-nadia-cross-harbor-lights',
        },
      ],
      followedArtist: 'Nadia Cross',
    },
    {
      title: 'The Long Way Home From The Other Side Of Town (Instrumentals)',
      artist: 'Sable Kingsley-Montgomery',
      details: 'Single · 14 November 2026',
      coverUrl: `${pictureBase}/cover-2.svg`,
      editions: ['The Long Way Home From The Other Side Of Town (Instrumentals)'],
      links: [{ label: 'music.example', url: `https://music.example/${'verylongreleaseslug'.repeat(4)}` }],
      followedArtist: 'Sable Kingsley-Montgomery',
    },
  ];
  const alert = {
    name: 'release-alert',
    subject: releaseAlertSubject(drops),
    html: renderEmail(
      createElement(ReleaseAlertEmail, {
        drops,
        siteUrl: input.siteUrl,
        unsubscribeUrl: input.unsubscribeUrl,
        preferencesUrl: input.preferencesUrl,
        minGapMs: 3_600_000,
      }),
    ).html,
  };
  const webhookDisabled = renderEmail(
    createElement(WebhookDisabledEmail, {
      firstName: 'Anastasiya-Marguerite',
      endpointOrigin: `https://${'hooks-for-a-very-long-integration-name'.repeat(2)}.example.com:8443`,
      reason: 'Disabled after 15 failed attempts in a row',
      pageUrl: `${SITE}/admin/webhooks`,
    }),
  );
  return [
    ...subscriber,
    { name: 'digest', subject: newsletter.subject, html: newsletter.html },
    ...members,
    alert,
    { name: 'webhook-disabled', subject: WEBHOOK_DISABLED_SUBJECT, html: webhookDisabled.html },
  ];
}
