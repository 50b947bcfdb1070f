import { createElement } from 'react';
import { gapInWords, ReleaseAlertEmail, releaseAlertSubject } from '@api/mail/templates/release-alert-email';
import { renderEmail } from '@api/mail/templates/render-email';
import type { ReleaseListing } from '@api/modules/releases/release-listing.entity';
import type { Release } from '@api/modules/releases/release.entity';
import { pictureHash } from '@api/shared/domain/picture-variants';
import { alertDropOf } from './alert-drops';
import { gatheredSlot } from './release-alert-schedule';

const SITE = 'https://thecypher.example';
const COVER = 'https://label.example/harbor-lights.jpg';
/** The cover's variants are kept: the email shows ours, never the label's address. */
const READY = new Set([pictureHash(COVER)]);

function release(fields: Partial<Release> = {}): Release {
  return {
    id: 7,
    title: 'Harbor Lights',
    artist: 'Nadia Cross',
    linkUrl: 'https://label.example/harbor-lights',
    source: 'Tidewater Records',
    type: 'album',
    imageUrl: 'https://label.example/harbor-lights.jpg',
    releaseDate: new Date('2026-11-13T05:00:00Z'),
    artistId: 3,
    createdAt: new Date('2026-11-13T06:00:00Z'),
    ...fields,
  } as Release;
}

function listing(
  id: number,
  source: string,
  url: string,
  title: string,
  edition: string | null = null,
): ReleaseListing {
  return { id, releaseId: 7, source, url, title, edition, artist: 'Nadia Cross' } as ReleaseListing;
}

const LISTINGS = [
  listing(1, 'Tidewater Records', 'https://label.example/harbor-lights', 'Harbor Lights'),
  listing(2, 'Crate Digger Store', 'https://store.example/deluxe', 'Harbor Lights (Deluxe Edition)', 'Deluxe'),
  listing(3, 'Bars and Bylines', 'javascript:alert(1)', 'Harbor Lights'),
  listing(4, 'Bars and Bylines', 'https://blog.example/harbor-lights', 'Harbor Lights'),
];

describe('an alert drop', () => {
  it('has the cover, every edition and a link per source listing, the release’s own first', () => {
    const drop = alertDropOf(release(), LISTINGS, 'Nadia Cross', SITE, READY);
    expect(drop).toEqual({
      title: 'Harbor Lights',
      artist: 'Nadia Cross',
      details: 'Album · 13 November 2026',
      coverUrl: `${SITE}/media/${pictureHash(COVER)}-600.jpg`,
      editions: ['Harbor Lights', 'Harbor Lights (Deluxe Edition)'],
      links: [
        { label: 'Tidewater Records', url: 'https://label.example/harbor-lights' },
        { label: 'Crate Digger Store (Deluxe)', url: 'https://store.example/deluxe' },
        // The feed's javascript: link fails the link rule and is left out.
        { label: 'Bars and Bylines', url: 'https://blog.example/harbor-lights' },
      ],
      followedArtist: 'Nadia Cross',
    });
  });

  it('draws a stand-in cover when the release has none, and names a desk link by its site', () => {
    const drop = alertDropOf(
      release({ imageUrl: 'javascript:alert(1)', source: 'manual', linkUrl: 'https://www.bandcamp.example/hl' }),
      [],
      'Nadia Cross',
      SITE,
      READY,
    );
    expect(drop.coverUrl).toMatch(/^https:\/\/thecypher\.example\/api\/art\/releases\/7\/cover\.svg\?v=/);
    expect(drop.links).toEqual([{ label: 'www.bandcamp.example', url: 'https://www.bandcamp.example/hl' }]);
    expect(drop.editions).toEqual(['Harbor Lights']);
  });

  it("draws the stand-in while the cover is not kept yet, and never names the label's address", () => {
    const drop = alertDropOf(release(), LISTINGS, 'Nadia Cross', SITE, new Set());
    expect(drop.coverUrl).toMatch(/^https:\/\/thecypher\.example\/api\/art\/releases\/7\/cover\.svg\?v=/);
  });
});

describe('the alert email', () => {
  const drop = alertDropOf(release(), LISTINGS, 'Nadia Cross', SITE, READY);
  const second = { ...drop, title: 'Low Tide', artist: 'Kilo Reyes', followedArtist: 'Kilo Reyes' };
  const props = {
    siteUrl: `${SITE}/`,
    unsubscribeUrl: `${SITE}/unsubscribe?token=u.1..sig`,
    preferencesUrl: `${SITE}/newsletter/preferences?token=p.1.xyz.sig`,
    minGapMs: 3_600_000,
  };

  it('reads well for one drop and for several', () => {
    expect(releaseAlertSubject([drop])).toBe('New drop: Harbor Lights by Nadia Cross');
    expect(releaseAlertSubject([drop, second])).toBe('2 new drops: Harbor Lights by Nadia Cross and 1 more');
  });

  it('shows the cover with alt text, the links, why the reader gets it, and the subscriber footer', () => {
    const { html, text } = renderEmail(createElement(ReleaseAlertEmail, { drops: [drop, second], ...props }));
    expect(html).toContain('alt="Cover of Harbor Lights by Nadia Cross"');
    expect(html).toContain(`src="${SITE}/media/${pictureHash(COVER)}-600.jpg"`);
    expect(html).not.toContain(COVER);
    expect(html).toContain('href="https://store.example/deluxe"');
    expect(html).not.toContain('javascript:');
    expect(text).toContain('2 NEW DROPS FROM ARTISTS YOU FOLLOW');
    expect(text).toContain('Why you get this: you follow Nadia Cross and Kilo Reyes');
    expect(text).toContain('Editions: Harbor Lights · Harbor Lights (Deluxe Edition)');
    expect(html).toContain(`href="${props.preferencesUrl}"`);
    expect(html).toContain(`href="${props.unsubscribeUrl}"`);
    expect(text).toContain('Unsubscribe');
    expect(text).toContain('You get at most one alert email an hour;');
  });

  it('states the gap it is configured with', () => {
    expect(gapInWords(3_600_000)).toBe('an hour');
    expect(gapInWords(7_200_000)).toBe('every 2 hours');
    expect(gapInWords(900_000)).toBe('every 15 minutes');
    expect(gapInWords(15_000)).toBe('every 15 seconds');
    expect(gapInWords(90_000)).toBe('every 90 seconds');
  });

  it('names the artist in the heading of a single drop', () => {
    const { text } = renderEmail(createElement(ReleaseAlertEmail, { drops: [drop], ...props }));
    expect(text).toContain('NEW DROP FROM NADIA CROSS');
    expect(text).toContain('Because you follow Nadia Cross.');
  });
});

describe('the gathering slot of a first alert', () => {
  it('lies between one and two windows ahead, the same for drops inside one window', () => {
    const window = 60_000;
    const now = 1_767_225_600_000 + 10_000;
    const slot = gatheredSlot(now, window);
    expect(slot - now).toBeGreaterThanOrEqual(window);
    expect(slot - now).toBeLessThanOrEqual(2 * window);
    expect(gatheredSlot(now + 40_000, window)).toBe(slot);
    expect(gatheredSlot(now, 0)).toBe(now);
  });
});
