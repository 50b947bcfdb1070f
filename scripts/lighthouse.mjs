#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile settings, its defaults) on the home page, the article list, one
// article and one artist's page, three runs each (LIGHTHOUSE_RUNS), printing the median of the performance score,
// TBT, LCP, CLS, FCP and the entry script's size, then the median run's four category scores, its metrics and
// where the time went (the LCP's phases, the main thread's work by kind, the busiest scripts). Against LIGHTHOUSE_URL when set (a running
// site, say `npm start`); otherwise on a stack of its own, as the browser tier runs one: a scratch
// database on the test services, migrated and seeded with the demo content, the built API and a worker.
// Chromium is Debian's (CHROMIUM_PATH, or chromium on PATH).
// LIGHTHOUSE_REPORT_DIR=<folder> also keeps each run's whole JSON report there (<page>-<run>.json). The median run
// also prints the LCP's element and, when it is a picture, the bytes of the file the browser chose.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './lib/chromium.mjs';
import { lighthouseBreakdown } from './lib/lighthouse-breakdown.mjs';
import { lcpImage } from './lib/lighthouse-lcp-image.mjs';
import { measured, medianLine, runFigures } from './lib/lighthouse-median.mjs';
import { runDatabaseTasks } from './lib/database-tasks.mjs';
import { freePort } from './lib/ports.mjs';
import { scratchStackEnv } from './lib/scratch-database.mjs';
import { isBuilt, withScratchRun } from './lib/scratch-run.mjs';
import { startStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Each page is audited this many times and judged by the median (LIGHTHOUSE_RUNS; one run is too noisy).
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/** The pages the goals name: the home page, the article list, one article and one artist's page. */
async function pagesToAudit(baseUrl) {
  const articles = await (await fetch(`${baseUrl}/api/articles?limit=1`)).json();
  if (!Array.isArray(articles) || articles.length === 0) throw new Error(`${baseUrl} has no article to audit`);
  // A spotlight artist has the fullest page (stories, releases, chart runs); any artist does when there is no spotlight.
  const spotlight = await (await fetch(`${baseUrl}/api/artists/spotlight`)).json();
  const artists =
    Array.isArray(spotlight) && spotlight.length
      ? spotlight
      : await (await fetch(`${baseUrl}/api/artists?limit=1`)).json();
  if (!Array.isArray(artists) || artists.length === 0) throw new Error(`${baseUrl} has no artist to audit`);
  return ['/', '/articles', `/article/${articles[0].id}`, `/artists/${artists[0].id}`];
}

/** The address of the page's entry script (the one module script its HTML names), to find its size among the requests. */
async function entryScriptUrl(url) {
  const html = await (await fetch(url)).text();
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  return src ? new URL(src, url).href : null;
}

async function audit(chromePath, baseUrl) {
  const paths = await pagesToAudit(baseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const path of paths) {
      const entryUrl = await entryScriptUrl(`${baseUrl}${path}`);
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        runs.push({ lhr: result.lhr, figures: runFigures(result.lhr, entryUrl) });
        if (process.env.LIGHTHOUSE_REPORT_DIR) saveReport(process.env.LIGHTHOUSE_REPORT_DIR, path, run, result.report);
      }
      // The breakdown and the other categories are read from the measured run whose score is the median.
      const counted = runs.filter((run) => measured(run.figures));
      const ranked = (counted.length ? counted : runs).sort((a, b) => a.figures.performance - b.figures.performance);
      const middle = ranked[Math.floor(ranked.length / 2)];
      const lhr = middle.lhr;
      const scores = Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]),
      );
      const failing = Object.values(lhr.audits)
        .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
        .map((item) => item.id);
      const metrics = Object.entries(METRICS)
        .map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`)
        .join(', ');
      rows.push({ path, ...scores, failing });
      console.log(
        medianLine(
          path,
          runs.map((run) => run.figures),
        ),
      );
      console.log(
        `  median run: ${CATEGORIES.map((name) => `${name} ${scores[name]}`).join(', ')}` +
          (failing.length ? ` (failing: ${failing.join(', ')})` : '') +
          `\n  ${metrics}`,
      );
      for (const line of lighthouseBreakdown(lhr)) console.log(line);
      // What the LCP is, and when it is a picture, the bytes of the file the browser chose (the pictures' goal).
      const lcp = lcpImage(lhr);
      if (lcp) {
        const file = lcp.url ? `${new URL(lcp.url).pathname}, ${(lcp.bytes / 1024).toFixed(1)} kB` : 'no picture';
        console.log(`  LCP element: ${lcp.element} (${file})`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The whole report of one page (LIGHTHOUSE_REPORT_DIR), to see where the main thread's time went. */
function saveReport(dir, path, run, report) {
  mkdirSync(dir, { recursive: true });
  const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '-');
  writeFileSync(join(dir, `${name}-${run}.json`), typeof report === 'string' ? report : JSON.stringify(report));
}

async function main() {
  const chromium = await findChromium();
  if (chromium.problem) {
    console.error(`lighthouse: ${chromium.problem}`);
    return 1;
  }
  if (process.env.LIGHTHOUSE_URL) {
    await audit(chromium.path, process.env.LIGHTHOUSE_URL.replace(/\/$/, ''));
    return 0;
  }
  if (!isBuilt(root)) {
    console.error('lighthouse: run `npm run build` first');
    return 1;
  }
  return withScratchRun('lighthouse', async ({ services, database, queuePrefix }) => {
    let stack;
    try {
      const port = await freePort();
      const env = scratchStackEnv(
        { databaseUrl: database.url, redisUrl: services.redisUrl, queuePrefix, port },
        { PUBLIC_URL: `http://127.0.0.1:${port}` },
      );
      runDatabaseTasks(root, env, ['migrate', 'seed']);
      stack = await startStack({
        root,
        env,
        workers: 1,
        output: 'capture',
        log: (line) => console.log(`lighthouse: ${line}`),
      });
      await audit(chromium.path, stack.baseUrl);
      return 0;
    } finally {
      await stack?.stop();
    }
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
