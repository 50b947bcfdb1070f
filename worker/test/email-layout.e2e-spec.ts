import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { emailSamples, type EmailSample } from './support/email-samples';

jest.setTimeout(120_000);

/** Phones from the narrowest in use to the email's own width. */
const WIDTHS = [320, 375, 600];
/** Set UPDATE_DOCS_SCREENSHOTS=1 to write the README's email screenshots again. */
const DOCS_SCREENSHOTS = join(__dirname, '..', '..', 'docs', 'screenshots');
const SCREENSHOT_EMAILS: Record<string, string> = {
  confirmation: 'email-confirmation',
  welcome: 'email-welcome',
  digest: 'email-digest',
  'release-alert': 'email-release-alert',
  'webhook-disabled': 'email-webhook-disabled',
};

interface Measured {
  scrollWidth: number;
  widest: number;
  images: number[];
}

/** A picture 1,600 px wide in the site's colours: far wider than any phone, as a scraped story image can be. */
function widePicture(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <rect width="1600" height="900" fill="#0a0a0a"/><rect x="80" y="80" width="1440" height="740" fill="#facc15"/>
  <circle cx="800" cy="450" r="260" fill="#0a0a0a"/><text x="800" y="470" font-size="64" text-anchor="middle" fill="#facc15"
  font-family="Arial">${label}</text></svg>`;
}

describe('every email fits the screen it is read on', () => {
  let server: Server;
  let site: string;
  let browser: Browser;
  let samples: EmailSample[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (!path.endsWith('.svg')) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(widePicture(path.split('/').at(-2) ?? ''));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    samples = emailSamples(site);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('renders the confirmation, welcome, already-subscribed, digest, desk and new-drop alert emails', () => {
    expect(samples.map((sample) => sample.name)).toEqual([
      'confirmation',
      'welcome',
      'already-subscribed',
      'digest',
      'member-invite',
      'member-reset',
      'release-alert',
      'webhook-disabled',
    ]);
    const digest = samples.find((sample) => sample.name === 'digest')!;
    expect(digest.subject).toBe('Junie Marz signs to Def Jam, and 2 more stories');
    expect(digest.html).toContain(`${site}/pictures/wide.svg`);
    const welcome = samples.find((sample) => sample.name === 'welcome')!.html;
    expect(welcome).toContain('This week&#x27;s spotlight');
    expect(welcome).toContain('Sable Kingsley-Montgomery');
    expect(welcome).toContain('Top stories');
  });

  it.each(WIDTHS)('at %i px no email is wider than the screen, and no picture either', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const overflowing: string[] = [];
    for (const sample of samples) {
      await page.setContent(sample.html, { waitUntil: 'load' });
      // Run in the page, written as text: this project's TypeScript has no DOM types.
      await page.waitForFunction('[...document.images].every((image) => image.complete)');
      const measured = await page.evaluate<Measured>(`({
        scrollWidth: document.documentElement.scrollWidth,
        widest: Math.max(...[...document.querySelectorAll('body *')].map((node) => node.getBoundingClientRect().right)),
        images: [...document.images].map((image) => image.naturalWidth),
      })`);
      expect(measured.images.every((natural) => natural > 0)).toBe(true);
      if (measured.scrollWidth > width || measured.widest > width + 0.5) {
        overflowing.push(`${sample.name}: scrollWidth ${measured.scrollWidth}, widest right edge ${measured.widest}`);
      }
      const screenshot = SCREENSHOT_EMAILS[sample.name];
      if (process.env.UPDATE_DOCS_SCREENSHOTS && screenshot) {
        mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(DOCS_SCREENSHOTS, `${screenshot}-${width}.png`), fullPage: true });
      }
    }
    await page.close();
    expect(overflowing).toEqual([]);
  });
});
