import type { StreamingChart } from '../../modules/streaming-charts/streaming-chart.entity';

export type StreamingChartRow = Omit<StreamingChart, 'id' | 'createdAt' | 'updatedAt'>;

interface ChartDraft {
  songTitle: string;
  artist: string;
  album: string | null;
  /** Last week's place; null for a new entry. */
  previousPosition: number | null;
  billboardRank?: number;
  billboardWeeks?: number;
}

/* Positions 1..20 in order. Songs and artists are invented, like the rest of the demo. */
const DRAFTS: ChartDraft[] = [
  {
    songTitle: 'Soft Launch',
    artist: 'Yara Solstice',
    album: 'Soft Launch',
    previousPosition: null,
    billboardRank: 41,
    billboardWeeks: 1,
  },
  {
    songTitle: 'Sunday Service',
    artist: 'Felix Bando',
    album: 'Trap Gospel 3',
    previousPosition: 1,
    billboardRank: 28,
    billboardWeeks: 3,
  },
  {
    songTitle: 'Agua Bendita',
    artist: 'Kilo Marisol',
    album: null,
    previousPosition: null,
    billboardRank: 55,
    billboardWeeks: 1,
  },
  { songTitle: 'Rye Lane Requiem II', artist: 'Saint Ossie', album: 'Peckham Weather', previousPosition: 9 },
  {
    songTitle: 'Ring Camera',
    artist: 'Mirror Theory',
    album: 'Two-Way Glass',
    previousPosition: 2,
    billboardRank: 64,
    billboardWeeks: 2,
  },
  { songTitle: 'Biscayne Heat', artist: 'Jetta Moon', album: null, previousPosition: 8 },
  { songTitle: 'Kedzie at Midnight', artist: 'Odell Quarters', album: 'Blue Line Sermons', previousPosition: 4 },
  { songTitle: 'Cathedral Static', artist: 'Tavi Noir', album: null, previousPosition: 5 },
  { songTitle: 'Danfo Diaries', artist: 'Pilot Kaya', album: 'Danfo Diaries', previousPosition: null },
  { songTitle: 'Orange Mound Hymn', artist: 'Felix Bando', album: 'Trap Gospel 3', previousPosition: 3 },
  { songTitle: 'North of Never', artist: 'Amari Tenfold', album: null, previousPosition: 14 },
  { songTitle: 'Land Bank Blues', artist: 'Lark Ashby', album: 'Woodward Avenue Psalms', previousPosition: 12 },
  { songTitle: 'Last Cruise', artist: 'Cisco Verde', album: 'Lowrider Lullabies', previousPosition: 7 },
  { songTitle: 'Lease Renewal', artist: 'Mirror Theory', album: 'Two-Way Glass', previousPosition: 6 },
  { songTitle: 'Second Line Summons', artist: 'Rook Calloway', album: null, previousPosition: 19 },
  { songTitle: 'Fruitvale Forecast', artist: 'Yara Solstice', album: 'Soft Launch', previousPosition: null },
  { songTitle: 'Quarter Bin Gospel', artist: 'Dusty Almanac', album: 'Crates & Consequences', previousPosition: 11 },
  { songTitle: 'Harbour Lights', artist: 'Verse Kittredge', album: 'The Low Season', previousPosition: 15 },
  { songTitle: "Grandma's Radio", artist: 'Odell Quarters', album: 'Blue Line Sermons', previousPosition: 10 },
  { songTitle: 'Velvet Riot', artist: 'Tavi Noir', album: 'Velvet Riot', previousPosition: 13 },
];

function chartSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * This week's 20-row hip-hop chart. Scores fall steadily from the top so the order
 * is unambiguous; streams and popularity follow the score. `now` is accepted like
 * every other builder even though chart rows carry no date of their own.
 */
export function buildDemoStreamingChart(now: Date): StreamingChartRow[] {
  void now;
  return DRAFTS.map((draft, index) => {
    const position = index + 1;
    const totalScore = Math.round((98.4 - index * 3.7 - (index % 3) * 0.4) * 10) / 10;
    const id = `demo${String(position).padStart(2, '0')}${chartSlug(draft.artist).slice(0, 10)}`;
    return {
      songTitle: draft.songTitle,
      artist: draft.artist,
      position,
      totalScore,
      album: draft.album,
      imageUrl: null,
      spotifyStreams: Math.round(totalScore * 61_250) * 10,
      spotifyPopularity: Math.max(35, Math.round(totalScore * 0.9)),
      // Invented songs are on no platform: the chart row shows no platform links for them.
      spotifyUrl: null,
      spotifyId: id,
      appleMusicUrl: null,
      youtubeUrl: null,
      billboardRank: draft.billboardRank ?? null,
      billboardWeeksOnChart: draft.billboardWeeks ?? null,
      genre: 'hip-hop',
      isNew: draft.previousPosition === null,
      previousPosition: draft.previousPosition,
      // The demo chart belongs to no built week: it shows until the first weekly build.
      week: null,
      songId: null,
      artistId: null,
      weeksOnChart: null,
      peakPosition: null,
      reEntry: false,
      sources: [],
    };
  });
}
