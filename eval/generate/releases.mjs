// Writes eval/data/releases.json: release listings from three sources (a
// label's feed, a download store, MusicBrainz) in the shapes each really uses,
// labelled with the release each belongs to and its edition.
// Run: node eval/generate/releases.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALBUM_TITLES as ALBUMS } from './album-titles.mjs';
import { DEMO_ARTISTS } from './demo-artists.mjs';
import { createRandom } from './random.mjs';

const random = createRandom(4041);
const ARTISTS = [
  ...DEMO_ARTISTS,
  'Noémi Flux',
  'Big Sable',
  'Lil Vesper',
  'DJ Harrow',
  'The Night Shifts',
  'Marcy Vane',
  'Quill Dante',
  'Sister Cobalt',
];
const GUESTS = ['Kofi Static', 'Rena Drift', 'Ivo Sundae', 'Perla Gunn'];
const SONGS = [
  'Porch Light',
  'Cold Brew',
  'Same Block',
  'Second Wind',
  'Hazard Lights',
  'Low Orbit',
  'Rent Money',
  'Glass Jaw',
  'Sunday Service',
  'Off Script',
  'Window Seat',
  'Mile Marker',
  'Overtime',
  'Side Door',
  'Blue Hour',
  'Cheat Code',
  'Lay Low',
  'Tinted',
];

const listings = [];
let groupCount = 0;
const hex = (length) => Array.from({ length }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
const mbid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
const upc = () => `0602${String(random.int(10_000_000, 99_999_999))}`;
const isrc = () => `US${['UM7', 'RC1', 'AT2', 'SM1'][random.int(0, 3)]}26${String(random.int(10_000, 99_999))}`;
const day = (offset) => new Date(Date.parse('2026-03-06T00:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);
const slug = (text) => text.normalize('NFKD').replace(/\W+/g, '-').toLowerCase();

function add(group, edition, listing) {
  listings.push({ id: `l${String(listings.length + 1).padStart(3, '0')}`, ...listing, group, edition });
}

/** An album or EP as the three sources list it, with editions some of the time. */
function album(artist, title, type, offset) {
  const group = `g${String(++groupCount).padStart(3, '0')}`;
  const ids = { mbid: mbid(), upc: upc() };
  const url = (source) => `https://${source}.example/${slug(artist)}/${slug(title)}`;
  const labelText = random.chance(0.5) ? `Out now on all platforms. UPC ${ids.upc}` : 'Out now on all platforms.';
  add(group, null, {
    source: 'label-feed',
    artist,
    title,
    type,
    releaseDate: day(offset),
    url: url('label'),
    text: labelText,
    links: random.chance(0.4) ? [`https://musicbrainz.org/release-group/${ids.mbid}`] : [],
  });
  const storeTitle = type === 'EP' ? `${title} - EP` : title;
  const explicit = random.chance(0.5);
  add(group, explicit ? 'Explicit' : null, {
    source: 'store',
    artist: random.chance(0.3) ? artist.toUpperCase() : artist,
    title: explicit ? `${storeTitle} [Explicit]` : storeTitle,
    type: random.chance(0.3) ? null : type,
    releaseDate: day(offset + random.int(0, 1)),
    url: url('store'),
    upc: random.chance(0.5) ? ids.upc : null,
  });
  if (random.chance(0.7)) {
    add(group, null, {
      source: 'musicbrainz',
      artist: artist.replace(/^The /, ''),
      title: title.replace(/’/g, "'").replace(/ & /g, ' and '),
      type,
      releaseDate: day(offset),
      url: `https://musicbrainz.org/release-group/${ids.mbid}`,
      releaseGroupMbid: ids.mbid,
      upc: ids.upc,
    });
  }
  // A deluxe weeks later or a remaster years later is the same release; only the
  // release-group link ties it to the original.
  if (random.chance(0.45)) {
    const later = random.chance(0.7);
    const [suffix, edition, delay] = later
      ? [random.pick([' (Deluxe)', ' (Deluxe Edition)', ' (Expanded Edition)']), null, random.int(14, 60)]
      : [random.pick([' (2026 Remaster)', ' (Remastered)', ' - Remastered 2029']), 'Remastered', random.int(700, 1500)];
    add(group, edition ?? (suffix.includes('Expanded') ? 'Expanded' : 'Deluxe'), {
      source: random.pick(['store', 'label-feed']),
      artist,
      title: `${title}${suffix}`,
      type,
      releaseDate: day(offset + delay),
      url: `${url('store')}-${slug(suffix)}`,
      text: `Full credits: https://musicbrainz.org/release-group/${ids.mbid}`,
    });
  }
  return group;
}

/** A single with a guest, credited differently by each source. */
function single(artist, song, guest, offset) {
  const group = `g${String(++groupCount).padStart(3, '0')}`;
  const code = isrc();
  add(group, null, {
    source: 'label-feed',
    artist: `${artist} feat. ${guest}`,
    title: song,
    type: 'single',
    releaseDate: day(offset),
    url: `https://label.example/${slug(artist)}/${slug(song)}`,
    text: random.chance(0.6) ? `New single. ISRC: ${code}` : 'New single, streaming everywhere.',
  });
  add(group, null, {
    source: 'store',
    artist,
    title: `${song} (feat. ${guest}) - Single`,
    releaseDate: day(offset + random.int(0, 2)),
    url: `https://store.example/${slug(artist)}/${slug(song)}`,
    isrcs: [code],
  });
  if (random.chance(0.5)) {
    // Listed late by a store in another region: only the ISRC ties it.
    add(group, null, {
      source: 'musicbrainz',
      artist: `${artist} ft. ${guest}`,
      title: song,
      type: 'single',
      releaseDate: day(offset + random.int(5, 9)),
      url: `https://musicbrainz.org/recording/${mbid()}`,
      isrcs: [code.replace(/^(..)(...)(..)/, '$1-$2-$3-')],
    });
  }
  return group;
}

const artists = random.shuffle(ARTISTS);
let offset = 0;
for (const [index, artist] of artists.entries()) {
  offset += random.int(1, 6);
  const albumTitle = ALBUMS[index % ALBUMS.length];
  album(artist, albumTitle, index % 4 === 3 ? 'EP' : 'album', offset);
  single(artist, SONGS[index % SONGS.length], random.pick(GUESTS), offset - random.int(10, 30));
  // A single named after its album: a release of its own.
  if (index % 3 === 0) {
    const group = `g${String(++groupCount).padStart(3, '0')}`;
    add(group, null, {
      source: 'store',
      artist,
      title: `${albumTitle} - Single`,
      releaseDate: day(offset - random.int(0, 2)),
      url: `https://store.example/${slug(artist)}/${slug(albumTitle)}-single`,
    });
    add(group, null, {
      source: 'label-feed',
      artist,
      title: `“${albumTitle}”`,
      type: 'single',
      releaseDate: day(offset - random.int(0, 2)),
      url: `https://label.example/${slug(artist)}/${slug(albumTitle)}-single`,
    });
  }
}
// Two artists, one title, the same week: two releases.
for (const song of ['Overtime', 'Blue Hour', 'Side Door']) {
  const [first, second] = random.shuffle(ARTISTS);
  for (const artist of [first, second]) {
    const group = `g${String(++groupCount).padStart(3, '0')}`;
    add(group, null, {
      source: 'store',
      artist,
      title: `${song} - Single`,
      releaseDate: day(offset + 3),
      url: `https://store.example/${slug(artist)}/${slug(song)}`,
    });
    add(group, null, {
      source: 'label-feed',
      artist,
      title: song,
      type: 'single',
      releaseDate: day(offset + 4),
      url: `https://label.example/${slug(artist)}/${slug(song)}`,
    });
  }
}

const output = fileURLToPath(new URL('../data/releases.json', import.meta.url));
writeFileSync(output, `${JSON.stringify({ listings }, null, 2)}\n`);
const groups = new Set(listings.map((listing) => listing.group)).size;
const sources = new Set(listings.map((listing) => listing.source)).size;
console.log(`${listings.length} listings, ${groups} releases, ${sources} sources -> ${output}`);
