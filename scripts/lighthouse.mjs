#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile settings, its defaults) on the home page, the article list, one
// article and one artist, printing the four category scores of each, its metrics, and where the time went (the LCP's
// phases, the main thread's work by kind, the busiest scripts). Against LIGHTHOUSE_URL when set (a running
// site, say `npm start`); otherwise on a stack of its own, as the browser tier runs one: a scratch
// database on the test services, migrated and seeded with the demo content, the built API and a worker.
// Chromium is Debian's (CHROMIUM_PATH, or chromium on PATH).
// LIGHTHOUSE_REPORT_DIR=<folder> also keeps each page's whole JSON report there. LIGHTHOUSE_RUNS=3 audits each
// page three times and prints the median performance score and LCP (a busy machine moves single runs a lot);
// each run also prints the LCP's element and, when it is a picture, the bytes of the file the browser chose.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './lib/chromium.mjs';
import { lighthouseBreakdown } from './lib/lighthouse-breakdown.mjs';
import { lcpImage } from './lib/lighthouse-lcp-image.mjs';
import { runDatabaseTasks } from './lib/database-tasks.mjs';
import { freePort } from './lib/ports.mjs';
import { scratchStackEnv } from './lib/scratch-database.mjs';
import { isBuilt, withScratchRun } from './lib/scratch-run.mjs';
import { startStack } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

async function audit(chromePath, baseUrl) {
  const articles = await (await fetch(`${baseUrl}/api/articles?limit=1`)).json();
  if (!Array.isArray(articles) || articles.length === 0) throw new Error(`${baseUrl} has no article to audit`);
  const artists = await (await fetch(`${baseUrl}/api/artists`)).json();
  const artistPath = Array.isArray(artists) && artists.length > 0 ? [`/artists/${artists[0].id}`] : [];
  const paths = ['/', '/articles', `/article/${articles[0].id}`, ...artistPath];
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  try {
    for (const path of paths) {
      const performances = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const scores = Object.fromEntries(
          CATEGORIES.map((name) => [name, Math.round((result.lhr.categories[name]?.score ?? 0) * 100)]),
        );
        const failing = Object.values(result.lhr.audits)
          .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
          .map((item) => item.id);
        const metrics = Object.entries(METRICS)
          .map(([id, label]) => `${label} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
          .join(', ');
        rows.push({ path, ...scores, failing });
        if (process.env.LIGHTHOUSE_REPORT_DIR) saveReport(process.env.LIGHTHOUSE_REPORT_DIR, path, result.report);
        console.log(
          `lighthouse ${path}: ${CATEGORIES.map((name) => `${name} ${scores[name]}`).join(', ')}` +
            (failing.length ? ` (failing: ${failing.join(', ')})` : '') +
            `\n  ${metrics}`,
        );
        for (const line of lighthouseBreakdown(result.lhr)) console.log(line);
        const lcp = lcpImage(result.lhr);
        if (lcp) {
          const file = lcp.url ? `${new URL(lcp.url).pathname}, ${(lcp.bytes / 1024).toFixed(1)} kB` : 'no picture';
          console.log(`  LCP element: ${lcp.element} (${file})`);
        }
        performances.push({
          score: scores.performance,
          lcpMs: result.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        });
      }
      if (runs > 1) {
        const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
        console.log(
          `lighthouse ${path}: median of ${runs} runs: performance ${median(performances.map((run) => run.score))}, ` +
            `LCP ${Math.round(median(performances.map((run) => run.lcpMs)))} ms`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The whole report of one page (LIGHTHOUSE_REPORT_DIR), to see where the main thread's time went. */
function saveReport(dir, path, report) {
  mkdirSync(dir, { recursive: true });
  const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\W+/g, '-');
  writeFileSync(join(dir, `${name}.json`), typeof report === 'string' ? report : JSON.stringify(report));
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
