import type { Release, ReleaseType } from '../../modules/releases/release.entity';
import { ago } from './demo-time';

/** artistId is filled in by the seed once the artists exist (matched by name). */
export type ReleaseRow = Omit<Release, 'id' | 'createdAt'>;

interface ReleaseDraft {
  title: string;
  artist: string;
  type: ReleaseType;
  source: string;
  /** [days, hours] before the seed's `now`: together they cover every release time label. */
  age: [number, number];
}

const DRAFTS: ReleaseDraft[] = [
  { title: 'Agua Bendita', artist: 'Kilo Marisol', type: 'single', source: 'The Cypher', age: [0, 5] },
  { title: 'Soft Launch', artist: 'Yara Solstice', type: 'EP', source: 'The Cypher', age: [1, 8] },
  { title: 'Danfo Diaries', artist: 'Pilot Kaya', type: 'EP', source: 'manual', age: [2, 5] },
  { title: 'Peckham Weather', artist: 'Saint Ossie', type: 'mixtape', source: 'The Cypher', age: [4, 1] },
  { title: 'Cathedral Static', artist: 'Tavi Noir', type: 'single', source: 'The Cypher', age: [6, 6] },
  { title: 'North of Never', artist: 'Amari Tenfold', type: 'single', source: 'manual', age: [8, 6] },
  { title: 'Blue Line Sermons', artist: 'Odell Quarters', type: 'album', source: 'The Cypher', age: [11, 1] },
  { title: 'Woodward Avenue Psalms', artist: 'Lark Ashby', type: 'EP', source: 'The Cypher', age: [11, 4] },
  // An artist we have no profile for yet: the release stands alone (artistId stays null).
  { title: 'The Low Season', artist: 'Verse Kittredge', type: 'EP', source: 'manual', age: [12, 7] },
  { title: 'Two-Way Glass', artist: 'Mirror Theory', type: 'album', source: 'The Cypher', age: [13, 3] },
  { title: 'Crates & Consequences', artist: 'Dusty Almanac', type: 'album', source: 'manual', age: [15, 2] },
  { title: 'Trap Gospel 3', artist: 'Felix Bando', type: 'mixtape', source: 'The Cypher', age: [16, 5] },
  { title: 'Biscayne Heat', artist: 'Jetta Moon', type: 'single', source: 'manual', age: [17, 2] },
  { title: 'Lowrider Lullabies', artist: 'Cisco Verde', type: 'album', source: 'manual', age: [19, 1] },
  { title: 'Second Line Summons', artist: 'Rook Calloway', type: 'single', source: 'manual', age: [20, 6] },
];

/**
 * A demo release's link: these records are invented and no store has them, so
 * the link stays on the site, on the search page that finds the release and the
 * stories about it (one address per release, as the table asks).
 */
function releaseLinkUrl(artist: string, title: string): string {
  return `/search?q=${encodeURIComponent(`${artist} ${title}`)}`;
}

/** Fresh drops from the last three weeks, each linked to the site's own search for it. */
export function buildDemoReleases(now: Date): ReleaseRow[] {
  return DRAFTS.map((draft) => ({
    title: draft.title,
    artist: draft.artist,
    linkUrl: releaseLinkUrl(draft.artist, draft.title),
    source: draft.source,
    type: draft.type,
    // No sleeve of our own: the site draws each cover from the release's id, title and type.
    imageUrl: null,
    releaseDate: ago(now, draft.age[0], draft.age[1]),
    artistId: null,
  }));
}
