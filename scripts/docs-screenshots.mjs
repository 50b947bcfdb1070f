#!/usr/bin/env node
// The README's pictures of the reader's side: the front page, an article and
// the spotlight at phone and laptop width, taken from a running site (as a
// newcomer sees it after `npm start`) into docs/screenshots/.
// Usage: node scripts/docs-screenshots.mjs [base URL, default http://localhost:3000]
// The admin Overview pictures come from the browser tier, which seeds a month
// of visitors first: UPDATE_DOCS_SCREENSHOTS=1 node web/e2e/run.mjs admin-workspace
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium } from './lib/chromium.mjs';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots');
const WIDTHS = [390, 1280];

const chromiumPath = await findChromium();
if (chromiumPath.problem) {
  console.error(chromiumPath.problem);
  process.exit(1);
}

const firstArticle = await fetch(`${base}/api/articles?limit=1`).then((response) => response.json());
const articleId = Array.isArray(firstArticle) ? firstArticle[0]?.id : firstArticle?.items?.[0]?.id;
if (!articleId) {
  console.error(`${base} has no article to show: start the site with its demo content (npm start) first`);
  process.exit(1);
}
// The front page and an article are pictured from the top (a reader's first screen); the spotlight whole.
const shots = [
  { name: 'front', path: '/', fullPage: false },
  { name: 'article', path: `/article/${articleId}`, fullPage: false },
  { name: 'spotlight', path: '/artist-spotlight', fullPage: true },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath.path,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
    for (const shot of shots) {
      await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => globalThis.document.fonts.ready);
      const file = join(outDir, `${shot.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: shot.fullPage });
      console.log(`wrote ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
