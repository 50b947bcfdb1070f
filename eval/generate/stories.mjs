// Writes eval/data/stories.json: a labelled set of news articles about invented
// artists, several outlets per story, with the hard cases story matching must
// get right. Deterministic (seeded), so the file only changes when this does.
// Run: node eval/generate/stories.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRandom } from './random.mjs';
import { DEMO_ARTISTS } from './demo-artists.mjs';
import { OUTLETS } from './outlets.mjs';
import { EVENTS, roundUp } from './story-events.mjs';

const random = createRandom(20261128);
const HOUR = 3_600_000;
const START = Date.parse('2026-09-01T08:00:00Z');

/** An artist's id in the labelled set: the name in lower case, accents dropped, words joined by hyphens. */
const artistId = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
/** Other names coverage uses for an artist. */
const ALIASES = { 'Saint Ossie': ['Ossie'], 'Lil Vesper': ['Vesper'], 'DJ Harrow': ['Harrow'] };
const KNOWN_ARTISTS = [
  ...DEMO_ARTISTS,
  'Lil Vesper',
  'DJ Harrow',
  'Big Sable',
  'Noémi Flux',
  'Cash Orchard',
  'Quill Dante',
  'Marcy Vane',
  'Juno Redline',
  'Tito Glass',
  'Sister Cobalt',
].map((name) => ({ id: artistId(name), name, ...(ALIASES[name] && { aliases: ALIASES[name] }) }));
/** Named in coverage but missing from the artists table, as newcomers are. */
const UNKNOWN_ARTISTS = ['Bleu Harlan', 'Kofi Static', 'Rena Drift', 'Mack Ledger', 'Ivo Sundae', 'Perla Gunn'];
const ARTIST_NAMES = KNOWN_ARTISTS.map((artist) => artist.name);

const articles = [];
let storyCount = 0;

function publish(event, at, { outlets, label }) {
  const story = label ?? `story-${String(++storyCount).padStart(3, '0')}`;
  const chosen = random.shuffle(OUTLETS).slice(0, outlets);
  const written = [];
  for (const [index, outlet] of chosen.entries()) {
    const publishedAt = at + (index === 0 ? 0 : random.int(1, 30) * HOUR + random.int(0, 59) * 60_000);
    const copyOf = written.length > 0 && random.chance(0.15) ? random.pick(written) : null;
    const article = copyOf ? outlet.syndicate(copyOf.core, random) : outlet.write(event.render(random), index, random);
    written.push(article);
    articles.push({
      id: `a${String(articles.length + 1).padStart(3, '0')}`,
      outlet: outlet.name,
      publishedAt: new Date(publishedAt).toISOString(),
      title: article.title,
      body: article.body,
      story,
    });
  }
  return story;
}

const facts = (overrides) => ({ ...overrides });
const day = (index) => START + index * 24 * HOUR + random.int(0, 10) * HOUR;

// One artist, three events inside three days: a tour announced, two dates
// cancelled, a single dropped. Then a follow-up a week later for some.
const threeEventArtists = random.shuffle(ARTIST_NAMES).slice(0, 10);
threeEventArtists.forEach((artist, index) => {
  const base = day(index * 2);
  const tour = random.pick(EVENTS.tour.tourNames);
  const cities = random.shuffle(EVENTS.cities);
  const detail = facts({ artist, tour, city: cities[0], city2: cities[1], city3: cities[2], city4: cities[3] });
  publish(EVENTS.tour.with(random, detail), base, { outlets: random.int(3, 5) });
  publish(EVENTS.cancellation.with(random, detail), base + random.int(34, 44) * HOUR, { outlets: random.int(2, 4) });
  publish(EVENTS.single.with(random, { artist }), base + random.int(52, 62) * HOUR, { outlets: random.int(3, 5) });
  if (index < 6) {
    publish(EVENTS.tourFollowUp.with(random, detail), base + random.int(7 * 24, 8 * 24) * HOUR, {
      outlets: random.int(2, 3),
    });
  }
});

// Same kind of event, different artists, on the same days: signings to one
// label, arrests, award nominations, chart debuts, diss tracks.
const others = random.shuffle([...ARTIST_NAMES, ...UNKNOWN_ARTISTS]);
let next = 0;
const take = () => others[next++ % others.length];
for (let pair = 0; pair < 4; pair++) {
  const label = random.pick(EVENTS.labels);
  const at = day(3 + pair * 5);
  publish(EVENTS.signing.with(random, { artist: take(), label }), at, { outlets: random.int(2, 4) });
  publish(EVENTS.signing.with(random, { artist: take(), label }), at + random.int(2, 20) * HOUR, {
    outlets: random.int(2, 4),
  });
}
for (let index = 0; index < 5; index++) {
  const artist = take();
  const at = day(1 + index * 5);
  publish(EVENTS.legal.with(random, { artist }), at, { outlets: random.int(3, 5) });
  if (index < 3) {
    publish(EVENTS.legalFollowUp.with(random, { artist }), at + random.int(7 * 24, 9 * 24) * HOUR, {
      outlets: random.int(2, 3),
    });
  }
}
for (let index = 0; index < 4; index++) {
  publish(EVENTS.chart.with(random, { artist: take() }), day(2 + index * 6), { outlets: random.int(2, 4) });
  publish(EVENTS.award.with(random, { artist: take() }), day(4 + index * 6), { outlets: random.int(2, 4) });
}
for (let index = 0; index < 3; index++) {
  publish(EVENTS.feud.with(random, { artist: take(), target: take() }), day(6 + index * 7), {
    outlets: random.int(2, 4),
  });
  publish(EVENTS.festival.with(random, { artists: [take(), take(), take()] }), day(5 + index * 8), {
    outlets: random.int(2, 4),
  });
}
for (let index = 0; index < 5; index++) {
  publish(EVENTS.health.with(random, { artist: take() }), day(3 + index * 5), { outlets: random.int(2, 3) });
}
// Round-ups: each post is a story of its own, even when two outlets list the
// same week's songs.
for (let index = 0; index < 7; index++) {
  const picks = random.shuffle([...ARTIST_NAMES, ...UNKNOWN_ARTISTS]).slice(0, random.int(5, 8));
  const at = day(index * 4 + 3);
  publish(roundUp(random, picks), at, { outlets: 1 });
  if (index % 2 === 0) publish(roundUp(random, random.shuffle(picks).slice(0, 5)), at + 5 * HOUR, { outlets: 1 });
}

articles.sort((left, right) => left.publishedAt.localeCompare(right.publishedAt));
const output = fileURLToPath(new URL('../data/stories.json', import.meta.url));
writeFileSync(output, `${JSON.stringify({ artists: KNOWN_ARTISTS, articles }, null, 2)}\n`);
const storyTotal = new Set(articles.map((article) => article.story)).size;
const outletTotal = new Set(articles.map((article) => article.outlet)).size;
console.log(`${articles.length} articles, ${storyTotal} stories, ${outletTotal} outlets -> ${output}`);
