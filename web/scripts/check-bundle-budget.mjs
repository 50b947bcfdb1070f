#!/usr/bin/env node
// Fails when the home route's first-load JavaScript (the entry chunk and every
// chunk it imports statically, gzip level 9) exceeds its budget. Lazy chunks
// (other screens, the markdown renderer, admin code) do not count. Builds the
// web first when there is no build to measure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Set just above what the home route loads today, so it cannot creep up unnoticed: 99.2 kB with the header search
// and the home page's events and archive sections; +150 bytes once dates were printed from a table of names (they
// spare the hydration its costliest call, building an Intl formatter); +70 once the router knew the editorial
// desk's one lazy route; +1.9 kB once the router and the head were read from the route manifest and the head builder
// the server shares (the manifest's rows, the screen modules by name, the builder's tags); +1.9 kB once the one
// link rule (with its own character-reference decoder), the shared plural rule, the venue's time zone on event cards
// and the password byte rule came in beside it; +0.4 kB once toasts paused under the pointer and focus, closed on
// Escape and captured the swiping pointer, the manifest named the story editor's two routes, and the sign-up form
// checked the address's domain; +0.6 kB once the spotlight cards and artist chips carried a Follow button (with the
// visitor session it reads) and the manifest named the artist, release and event editors, the slug address and the
// preferences page; +0.4 kB once a Fresh Drops card named a release's other editions and linked each source that
// lists it; +0.4 kB once the header's search box drove /search as the reader types (the pause, the prefix search's
// address) and the first visit's follows started empty without a request; +0.1 kB once cards and Latest News named
// a story's other sources ('3 sources · Also in ...'); +0.2 kB once every page checked its address for an email link's
// recognition token (`?st=`), loading the code that recognises the browser only when there is one, and the screens
// showing 'Recognised as ...' named their chunks; +1.8 kB together once every picture became a <picture> with AVIF
// and WebP sources and a srcset of our own sizes (the address hashed from the picture's, a sizes rule per layout),
// and the manifest and query keys named the weekly chart's pages; 107.76 kB measured once the page hydrated as a
// transition (in slices); 107.93 kB once each picture painted its placeholder (read from the page's data) under
// itself and the manifest named the desk's Chart Sources page; 108.09 kB once a server-rendered page loaded its lazy
// screens before hydrating (a pick on a screen still loading was lost); 108.23 kB once each picture's box asked for
// the variant cut to its own ratio (16:9, 3:2, square) around the picture's focal point; 108.256 kB once a picture
// the server's page knew was refused showed the artwork at once, without a request; 108.38 kB once the loaded page
// stopped being scrolled to its top by the app (it moved the button a reader was pressing) and counts and time zones
// kept their formatters (bytes for less work on a phone's main thread).
// Hydrating less of the home page (islands) is what brings this down next.
export const HOME_FIRST_LOAD_BUDGET_BYTES = 108_390;
/**
 * The admin's lazy chunks have budgets of their own (what they add on top of
 * the home route's JavaScript): the dashboard, and the Overview's chart, which
 * carries the chart library and loads only when the Overview shows.
 */
export const ADMIN_CHUNK_BUDGETS = {
  'src/features/admin/components/admin-dashboard-page.tsx': 40_000,
  'src/features/admin/components/dashboard/trend-chart.tsx': 135_000,
};

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(webRoot, 'dist', '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  const build = spawnSync('npx', ['vite', 'build'], { cwd: webRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle budget: no entry chunk in dist/.vite/manifest.json');
  process.exit(1);
}

const seen = new Set();
const files = [];
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (chunk.file.endsWith('.js')) files.push(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(webRoot, 'dist', file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file}  ${(size / 1000).toFixed(1)} kB gzip`);
}
const verdict = total <= HOME_FIRST_LOAD_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `bundle budget: home first-load JS ${(total / 1000).toFixed(1)} kB gzip, ${verdict} the ${HOME_FIRST_LOAD_BUDGET_BYTES / 1000} kB budget`,
);

/** A lazy chunk and the chunks it imports that the home route does not already load. */
function addedBy(key) {
  const own = [];
  const walk = (chunkKey, visited) => {
    if (visited.has(chunkKey) || seen.has(chunkKey)) return;
    visited.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (chunk.file.endsWith('.js')) own.push(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, visited);
  };
  walk(key, new Set());
  return own.reduce((sum, file) => sum + gzipSync(readFileSync(join(webRoot, 'dist', file)), { level: 9 }).length, 0);
}

let adminOver = false;
for (const [source, budget] of Object.entries(ADMIN_CHUNK_BUDGETS)) {
  if (!manifest[source]) {
    console.error(`bundle budget: ${source} is not a chunk of the build`);
    adminOver = true;
    continue;
  }
  const size = addedBy(source);
  const within = size <= budget;
  if (!within) adminOver = true;
  console.log(
    `bundle budget: ${source} adds ${(size / 1000).toFixed(1)} kB gzip, ${within ? 'within' : 'OVER'} its ${budget / 1000} kB budget`,
  );
}
process.exit(total <= HOME_FIRST_LOAD_BUDGET_BYTES && !adminOver ? 0 : 1);
