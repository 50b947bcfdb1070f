// Picture processing, the worker's real path: N distinct 1200 × 630 JPEGs (the usual og:image) served by a
// fixture server on 127.0.0.1, each fetched through the address guard, made into the variants the worker makes
// (its focal point, AVIF of its 16:9 cut at 320 and 640, and the placeholder) with sharp and stored in a scratch
// database by PictureProcessing, as a worker process runs them (WORKER_CONCURRENCY jobs at once). Reports pictures
// per second, by the clock and per CPU second (the shared machine's load changes the first, hardly the second), and
// the process's resident memory along the run. Then it makes every other variant of the 16:9 cut an address can
// name (AVIF at 960 and the cut's own 1120, WebP and JPEG at every width) the way the API does on their first
// request, and reports what that costs. Run after `npm run build:server`:
//   node bench/picture-bench.mjs [pictures=40] [concurrency=2]
import { createServer } from 'node:http';
import os from 'node:os';
import { createRequire } from 'node:module';
import { uniqueRunId } from '../scripts/lib/scratch-database.mjs';
import { migratedScratchDatabase } from './lib/bench-database.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { DataSource } = require('typeorm');
const { ENTITIES } = require('../dist/api/src/database/entities.js');
const { SnakeNamingStrategy } = require('../dist/api/src/database/snake-naming.strategy.js');
const { Picture } = require('../dist/api/src/modules/pictures/picture.entity.js');
const { PictureVariant } = require('../dist/api/src/modules/pictures/picture-variant.entity.js');
const { PicturesStore } = require('../dist/api/src/modules/pictures/pictures.store.js');
const { PictureProcessing } = require('../dist/worker/src/pictures/picture-processing.js');
const { VariantsOnRequest } = require('../dist/api/src/modules/pictures/variants-on-request.js');
const { cutSize, eagerWidths, variantWidths } = require('../dist/api/src/imaging/variant-encoding.js');
const { pictureHash } = require('../dist/api/src/shared/domain/picture-variants.js');

const PICTURES = Number(process.argv[2] ?? 40);
const CONCURRENCY = Number(process.argv[3] ?? 2);
const GOAL_PER_SECOND = 10;

/** A photo-like picture, different for each seed: gradients and a pattern, so every encoder has work to do. */
async function photo(seed) {
  const width = 1200;
  const height = 630;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x + seed * 17) & 0xff;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x ^ (y + seed)) * 37) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function cpuSecondsSince(start) {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const photos = await Promise.all(Array.from({ length: PICTURES }, (_, seed) => photo(seed)));
const server = createServer((request, response) => {
  const index = Number(/^\/(\d+)\.jpg$/.exec(request.url ?? '')?.[1] ?? -1);
  if (!photos[index]) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': photos[index].length }).end(photos[index]);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const database = await migratedScratchDatabase(`cypher_bench_pictures_${uniqueRunId()}`);
try {
  const dataSource = new DataSource({
    type: 'postgres',
    url: database.url,
    entities: ENTITIES,
    namingStrategy: new SnakeNamingStrategy(),
  });
  await dataSource.initialize();
  const store = new PicturesStore(dataSource.getRepository(Picture), dataSource.getRepository(PictureVariant));
  const processing = new PictureProcessing(store, { scrapeAllowPrivate: true });

  const rss = [];
  const sample = setInterval(() => rss.push(process.memoryUsage().rss), 100);
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  let next = 0;
  const lane = async () => {
    while (next < PICTURES) {
      const index = next++;
      const result = await processing.process(`${base}/${index}.jpg`);
      if (!result.changed) throw new Error(`picture ${index} was not stored: ${result.message}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpuAtStart);
  clearInterval(sample);
  const [{ variants }] = await dataSource.query('SELECT count(*)::int AS variants FROM picture_variants');

  // The variants left for their first request, made as the API makes them (one at a time per process). The wide
  // AVIFs are timed apart: they are what the worker no longer makes, the cost moved to a reader's first request.
  const onRequest = new VariantsOnRequest(store);
  const requestsStarted = performance.now();
  const made = { avif: 0, other: 0 };
  const cpuOnRequest = { avif: 0, other: 0 };
  for (let index = 0; index < PICTURES; index++) {
    const hash = pictureHash(`${base}/${index}.jpg`);
    const facts = await store.factsOf(hash);
    const cut = cutSize(facts, '16x9');
    const eager = eagerWidths(cut.width);
    for (const format of ['avif', 'webp', 'jpg']) {
      const kind = format === 'avif' ? 'avif' : 'other';
      for (const width of variantWidths(format, cut.width)) {
        if (format === 'avif' && eager.includes(width)) continue;
        const cpuBefore = process.cpuUsage();
        const made16x9 = await onRequest.make({ hash, format, width, crop: '16x9' }, facts);
        cpuOnRequest[kind] += cpuSecondsSince(cpuBefore);
        if (!made16x9) throw new Error(`${format} ${width} of ${hash} not made`);
        made[kind]++;
      }
    }
  }
  const requestSeconds = (performance.now() - requestsStarted) / 1000;
  await dataSource.destroy();

  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
  const quarter = Math.max(1, Math.floor(rss.length / 4));
  const firstQuarter = Math.max(...rss.slice(0, quarter));
  const lastQuarter = Math.max(...rss.slice(-quarter));
  const perSecond = PICTURES / seconds;
  console.log(
    `Picture processing: ${PICTURES} pictures of 1200 × 630 (${variants} variants) fetched, encoded and stored in ` +
      `${seconds.toFixed(2)} s with ${CONCURRENCY} at once: ${perSecond.toFixed(1)} pictures/s by the clock, ` +
      `${(PICTURES / cpuSeconds).toFixed(1)} per CPU second (${((cpuSeconds / PICTURES) * 1000).toFixed(0)} ms of CPU ` +
      `each; load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores); resident memory ` +
      `peak ${mb(Math.max(...rss))} MB (first quarter of the run ${mb(firstQuarter)} MB, last quarter ${mb(lastQuarter)} MB)`,
  );
  const each = (kind) => ((cpuOnRequest[kind] / made[kind]) * 1000).toFixed(1);
  console.log(
    `Made on first request: ${made.avif + made.other} variants of the 16:9 cut in ${requestSeconds.toFixed(2)} s: ` +
      `${made.avif} wide AVIFs (${each('avif')} ms of CPU each, ` +
      `${((cpuOnRequest.avif / PICTURES) * 1000).toFixed(0)} ms a picture) and ${made.other} WebP and JPEG ` +
      `(${each('other')} ms of CPU each)`,
  );
  const verdict = perSecond >= GOAL_PER_SECOND ? 'PASS' : 'MISS';
  console.log(`  ${verdict}  at least ${GOAL_PER_SECOND} pictures per second per worker process`);
} finally {
  server.close();
  await database.drop();
}
