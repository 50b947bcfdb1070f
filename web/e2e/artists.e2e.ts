import { beforeAll, describe, expect, it } from 'vitest';
import { currentIsoWeek, shiftIsoWeek, parseIsoWeek, formatIsoWeek, weekBadgeLabel } from '@api/shared/domain/iso-week';
import { dropRequests, holdRequests, navigateInBrowser, openPage } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContentUntilListEmpty, insertArtist, listLength, spotlight, untilApi } from './support/db';

const browser = browserPerFile();
const thisWeek = currentIsoWeek();
const lastWeek = formatIsoWeek(shiftIsoWeek(parseIsoWeek(thisWeek)!, -1));
let profileId = 0;

beforeAll(() => clearContentUntilListEmpty('/api/artists/spotlight'));

describe('/artist-spotlight', () => {
  it('shows the empty state and the current week badge when nothing is spotlighted', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/artist-spotlight');
    await page.getByRole('heading', { name: 'ARTIST SPOTLIGHT', level: 1 }).waitFor();
    await page.getByText(weekBadgeLabel(thisWeek), { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'No Artists Spotlighted Yet' }).waitFor();
    await page
      .getByText("The weekly artist spotlight hasn't been generated yet. Check back soon for fresh talent discoveries!")
      .waitFor();
    expect(await page.getByText(/every week we spotlight 5 emerging artists/i).count()).toBe(1);
    expect(await page.title()).toBe('Artist Spotlight | The Cypher');
    await close();
  });

  it("lists this week's five artists with genre, location, bio, latest project, socials and profile links", async () => {
    profileId = await insertArtist({
      name: 'Nova Verse',
      genre: 'Boom Bap',
      location: 'Queens, NY',
      shortBio: 'Queens lyricist with a jazz ear.',
      fullBio: '## Early years\n\nNova grew up **in Queens**.\n\n<script>window.__xss = 1</script>',
      latestProject: 'Subway Psalms',
      latestProjectUrl: 'https://music.example.com/subway-psalms',
      socialLinks: {
        instagram: 'https://instagram.com/nova',
        twitter: 'https://twitter.com/nova',
        youtube: 'https://youtube.com/@nova',
        website: 'https://nova.example.com',
        spotify: 'https://open.spotify.com/artist/nova',
        bandcamp: 'https://nova.bandcamp.com',
        evil: 'javascript:alert(1)',
      },
      spotlightedAt: new Date('2026-03-02T10:00:00Z'),
      aiGenerated: true,
      sourceUrl: 'https://musicbrainz.org/artist/nova',
    });
    const others = [];
    for (const name of ['Kilo Kid', 'Lyric Lane', 'Mo Beats', 'Oro Flow'])
      others.push(await insertArtist({ name, description: `${name} spits.` }));
    await spotlight(thisWeek, [profileId, ...others]);
    const pastId = await insertArtist({ name: 'Past Week Star' });
    await spotlight(lastWeek, [pastId]);
    await untilApi('/api/artists/spotlight', listLength(5));

    const { page, close } = await openPage(browser());
    await page.goto('/artist-spotlight');
    await page.getByRole('heading', { name: "This Week's Featured Artists" }).waitFor();
    const cards = page.locator('main ol > li');
    expect(await cards.count()).toBe(5);
    const nova = cards.first();
    expect(await nova.getByRole('heading', { name: 'Nova Verse' }).count()).toBe(1);
    expect(await nova.getByText('Boom Bap').count()).toBe(1);
    expect(await nova.getByText('Queens, NY').count()).toBe(1);
    expect(await nova.getByText('Queens lyricist with a jazz ear.').count()).toBe(1);
    expect(await nova.getByText('Latest Project').count()).toBe(1);
    expect(await nova.getByRole('link', { name: /Listen/ }).getAttribute('href')).toBe(
      'https://music.example.com/subway-psalms',
    );
    const socials = nova.getByRole('list', { name: 'Nova Verse on social media' }).getByRole('link');
    expect(await socials.count()).toBe(6); // the javascript: one is dropped
    for (const link of await socials.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(await nova.getByRole('link', { name: /View Full Profile/ }).getAttribute('href')).toBe(
      `/artists/${profileId}`,
    );
    // No image: the artist's own generated portrait stands in.
    expect(await nova.getByTestId('artist-generated-portrait').count()).toBe(1);
    expect(await nova.getByTestId('artist-generated-portrait').locator('img').getAttribute('src')).toMatch(
      new RegExp(`^/api/art/artists/${profileId}/portrait\\.svg\\?v=[0-9a-z]+$`),
    );
    expect(await cards.nth(1).getByText('Kilo Kid spits.').count()).toBe(1);

    await page.goto(`/artist-spotlight?week=${lastWeek}`);
    await page.getByRole('heading', { name: 'Past Week Star' }).waitFor();
    await page.getByText(weekBadgeLabel(lastWeek), { exact: true }).waitFor();
    expect(await page.locator('main ol > li').count()).toBe(1);
    await close();
  });

  it('shows a 5-card skeleton while loading and the error state when the spotlight cannot load', async () => {
    const { page, close } = await openPage(browser());
    const held = await holdRequests(page, /\/api\/artists\/spotlight/);
    await navigateInBrowser(page, '/artist-spotlight');
    await page.getByRole('list', { name: 'Loading artists' }).waitFor();
    expect(await page.getByTestId('spotlight-skeleton').count()).toBe(5);
    await held.release();
    await page.getByText('Nova Verse').first().waitFor();
    await close();

    const failing = await openPage(browser());
    await dropRequests(failing.page, /\/api\/artists\/spotlight/);
    await navigateInBrowser(failing.page, '/artist-spotlight');
    await failing.page.getByRole('heading', { name: 'Error Loading Spotlight' }).waitFor();
    await failing.page.getByText('Unable to load featured artists. Please try again later.').waitFor();
    await failing.close();
  });
});

describe('/artists/:id', () => {
  it('shows the profile: badges, spotlight date, socials with spotify, latest project, markdown biography, AI badge and source', async () => {
    const { page, close, dialogs } = await openPage(browser());
    await page.goto(`/artists/${profileId}`);
    await page.getByRole('heading', { name: 'Nova Verse', level: 1 }).waitFor();
    expect(await page.getByText('Spotlight', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Spotlighted March 2, 2026').count()).toBe(1);
    expect(await page.getByText('Queens lyricist with a jazz ear.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Nova Verse on Spotify (opens in a new tab)' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Listen Now/ }).getAttribute('href')).toBe(
      'https://music.example.com/subway-psalms',
    );
    await page.getByRole('heading', { name: 'Early years' }).waitFor();
    expect(await page.locator('[data-testid="markdown"] strong').textContent()).toBe('in Queens');
    expect(await page.locator('main script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.getByText('AI Enhanced Content').count()).toBe(1);
    expect(await page.getByRole('link', { name: /^Source/ }).getAttribute('href')).toBe(
      'https://musicbrainz.org/artist/nova',
    );
    expect(await page.title()).toBe('Nova Verse | The Cypher');
    expect(dialogs).toEqual([]);

    await page
      .getByRole('link', { name: /Back to Spotlight/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/artist-spotlight');
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('shows Artist Not Found for an unknown or malformed id', async () => {
    const { page, close } = await openPage(browser());
    for (const path of ['/artists/999999', '/artists/nope']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Artist Not Found' }).waitFor();
      await page.getByText("The artist you're looking for doesn't exist or has been removed.").waitFor();
    }
    expect(await page.title()).toBe('Artist Not Found | The Cypher');
    await close();
  });
});

describe('404', () => {
  it("shows 'Page Not Found' with a hint about the router for any other path", async () => {
    const { page, close } = await openPage(browser());
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404); // rendered on the server, with the status the screen names
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText(/router/).count()).toBe(1);
    expect(await page.title()).toBe('Page Not Found | The Cypher');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
});
