import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessibleAtBothWidths } from './support/accessible-pages';
import { openDashboardTab, signIn } from './support/admin-session';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, openPage, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { clearContent, insertArtist, pool, untilApi } from './support/db';
import { BASE_URL } from './support/env';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();

/** A song's place in one week, as the weekly build stores it beside the position. */
interface Placing {
  week: string;
  position: number;
  previous: number | null;
  isNew: boolean;
  reEntry: boolean;
  weeks: number;
  peak: number;
}

/** Each song's place in each week it charted, earliest first. */
const SONGS: { title: string; artist: string; places: Record<string, number> }[] = [
  { title: 'Golden Oldie', artist: 'Rhyme Keeper', places: { '2026-W46': 1, '2026-W48': 5 } },
  { title: 'Paper Planes Over Oakland', artist: 'Kilo Vance', places: { '2026-W47': 4, '2026-W48': 1 } },
  { title: 'Late Bloomer', artist: 'Tash Q', places: { '2026-W48': 2 } },
  { title: 'Night Shift', artist: 'Kilo Vance', places: { '2026-W47': 3, '2026-W48': 3 } },
  { title: 'Corner Store', artist: 'Big Ness', places: { '2026-W47': 2, '2026-W48': 4 } },
  { title: 'Old Faithful', artist: 'Rhyme Keeper', places: { '2026-W47': 1 } },
];

/**
 * What the build records beside each place follows from the places before it: last week's place
 * (none after a week off the chart, which makes it a re-entry), the weeks on the chart and the peak.
 */
function placings(byWeek: Record<string, number>): Placing[] {
  const weekNumber = (week: string) => Number(week.slice('2026-W'.length));
  const places = Object.entries(byWeek);
  return places.map(([week, position], index) => {
    const earlier = places.slice(0, index);
    const last = earlier.at(-1);
    const previous = last && weekNumber(last[0]) === weekNumber(week) - 1 ? last[1] : null;
    return {
      week,
      position,
      previous,
      isNew: index === 0,
      reEntry: index > 0 && previous === null,
      weeks: index + 1,
      peak: Math.min(position, ...earlier.map(([, place]) => place)),
    };
  });
}

let kiloId = 0;

async function clearCharts(): Promise<void> {
  await pool.query('DELETE FROM streaming_charts');
  await pool.query('DELETE FROM chart_songs');
  await pool.query('DELETE FROM chart_weeks');
}

/** Two built weeks as the weekly build leaves them (the build itself is worker/test/weekly-chart.e2e-spec.ts). */
beforeAll(async () => {
  await clearContent();
  await clearCharts();
  kiloId = await insertArtist({ name: 'Kilo Vance', genre: 'Hip Hop', shortBio: 'Night-shift rapper from Oakland.' });
  await pool.query(
    `INSERT INTO chart_weeks (genre, week, failed_sources, sources_read, entries) VALUES
       ('hip-hop', '2026-W46', '[]', 2, 1),
       ('hip-hop', '2026-W47', '[]', 3, 4),
       ('hip-hop', '2026-W48', '[{"source":"Apple Music","reason":"HTTP 503"}]', 2, 5)`,
  );
  for (const [index, song] of SONGS.entries()) {
    const artistId = song.artist === 'Kilo Vance' ? kiloId : null;
    const [{ id }] = (
      await pool.query(
        `INSERT INTO chart_songs (song_key, song_title, artist, artist_id) VALUES ($1, $2, $3, $4) RETURNING id`,
        [`song-${index}`, song.title, song.artist, artistId],
      )
    ).rows;
    for (const placing of placings(song.places)) {
      await pool.query(
        `INSERT INTO streaming_charts (song_title, artist, position, total_score, week, song_id, artist_id, previous_position,
           is_new, re_entry, weeks_on_chart, peak_position, sources, apple_music_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          song.title,
          song.artist,
          placing.position,
          0.05 - placing.position / 1000,
          placing.week,
          id,
          artistId,
          placing.previous,
          placing.isNew,
          placing.reEntry,
          placing.weeks,
          placing.peak,
          JSON.stringify([{ source: 'Last.fm', rank: placing.position, url: 'https://www.last.fm/music/x' }]),
          `https://music.apple.com/us/song/${id}`,
        ],
      );
    }
  }
  await untilApi('/api/charts', (body) => Array.isArray(body) && body[0]?.week === '2026-W48');
});

afterAll(async () => {
  await clearCharts();
});

const chartRows = (page: Page) => page.getByRole('list', { name: 'Streaming chart' }).getByRole('listitem');

describe('the weekly chart pages', () => {
  it('show this week, a past week and an artist’s runs with no serious axe finding at 390 and 1280 px', async () => {
    const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Streaming Chart' }).waitFor();
    await expectAccessibleAtBothWidths(
      browser(),
      [
        { name: 'this-week', path: '/charts', ready: heading },
        { name: 'past-week', path: '/charts/2026-W47', ready: heading },
        {
          name: 'artist-runs',
          path: `/artists/${kiloId}`,
          ready: (page) => page.getByRole('heading', { name: 'Chart Runs' }).waitFor(),
        },
      ],
      'charts-',
    );
  });

  it('marks each song up, down, new, re-entry or unchanged, with its peak and weeks, and says which source failed', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.goto('/charts');
    await page.getByText('Apple Music unavailable this week').waitFor();
    const rows = chartRows(page);
    expect(await rows.count()).toBe(5);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toMatch(/paper planes over oakland/i);
    expect(texts[0]).toMatch(/Up 3/);
    expect(texts[1]).toMatch(/NEW/);
    expect(texts[2]).toMatch(/No change/);
    expect(texts[3]).toMatch(/Down 2/);
    expect(texts[4]).toMatch(/Re-entry/);
    // Peak and weeks on the chart of the song that fell from 2 to 4.
    expect(texts[3].replace(/\s+/g, ' ')).toMatch(/Peak 2 Wks on chart 2/i);
    await rows.nth(0).getByRole('link', { name: 'Kilo Vance' }).click();
    await page.waitForURL(new RegExp(`/artists/${kiloId}$`));
    await close();
  });

  it('opens a song’s run from its row, week by week', async () => {
    const { page, close } = await openPage(browser(), LAPTOP);
    await page.goto('/charts');
    await page.getByRole('button', { name: 'Chart run of Paper Planes Over Oakland' }).click();
    const weeks = page.getByRole('list', { name: 'Paper Planes Over Oakland: weeks on the chart' });
    await weeks.waitFor();
    expect((await weeks.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'Week 47, 2026: No. 4',
      'Week 48, 2026: No. 1',
    ]);
    expect(
      await page.getByRole('img', { name: 'Paper Planes Over Oakland: chart positions week by week' }).count(),
    ).toBe(1);
    await saveScreenshot(page, 'charts-song-run');
    await close();
  });

  it('picks a past week from the week picker, and says a week never built is not found', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    // On a slow phone (CPU 8x slower) the week is picked the moment the page has loaded, while the browser may
    // still be adopting the server's HTML: the pick must not be lost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.goto('/charts');
      await page.getByRole('combobox', { name: 'Week' }).selectOption('2026-W47');
      await page.waitForURL(/\/charts\/2026-W47$/, { timeout: 10_000 });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByText('Old Faithful', { exact: true }).waitFor();
    expect(await chartRows(page).count()).toBe(4);
    expect(await page.getByText('unavailable this week').count()).toBe(0);

    const missing = await page.goto('/charts/2026-W10');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Chart Not Found' }).waitFor();
    await close();
  });

  it('is server-rendered with the week’s songs as a MusicPlaylist', async () => {
    const response = await fetch(`${BASE_URL}/charts/2026-W48`);
    const html = await response.text();
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const playlist = data
      .flatMap((entry) => entry['@graph'] ?? [entry])
      .find((entry) => entry['@type'] === 'MusicPlaylist');
    expect(playlist).toMatchObject({ name: 'Streaming Chart, Week 48, 2026', numTracks: 5 });
    expect(playlist.track.itemListElement[0].item).toMatchObject({ name: 'Paper Planes Over Oakland' });
    expect(html).toContain('Paper Planes Over Oakland');
  });

  it('shows an artist’s chart runs on their page', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.goto(`/artists/${kiloId}`);
    const section = page.getByRole('region', { name: 'Chart Runs' });
    await section.waitFor();
    expect(await section.getByText('Peak No. 1 · 2 weeks on the chart').count()).toBe(1);
    expect(await section.getByText('Peak No. 3 · 2 weeks on the chart').count()).toBe(1);
    await close();
  });

  it('offers the editors a rebuild of the weekly chart on the Automation tab', async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, context, close } = await openPage(browser(), viewport);
      await signIn(context);
      await openDashboardTab(page, 'Automation');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Weekly Chart' }) });
      await card.getByRole('button', { name: 'Rebuild Weekly Chart' }).waitFor();
      expect(await card.innerText()).toMatch(/runs by itself every Monday/);
      expect(await seriousAxeViolations(page), `automation at ${viewport.width}px`).toEqual([]);
      await saveScreenshot(page, 'charts-automation');
      await close();
    }
  });
});
