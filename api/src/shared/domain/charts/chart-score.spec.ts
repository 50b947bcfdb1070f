import { fusedScore, rankSongs, RANK_FUSION_K } from './chart-score';
import { chartRunFacts } from './chart-run';
import { chartSongKey, normaliseIsrc } from './chart-song-key';
import { belongsOnHipHopChart } from './hip-hop-genre';

describe('reciprocal rank fusion', () => {
  it('adds weight / (60 + rank) per source', () => {
    expect(RANK_FUSION_K).toBe(60);
    expect(fusedScore([{ source: 'A', rank: 1, weight: 1 }])).toBeCloseTo(1 / 61, 12);
    expect(
      fusedScore([
        { source: 'A', rank: 3, weight: 1 },
        { source: 'B', rank: 2, weight: 2 },
      ]),
    ).toBeCloseTo(1 / 63 + 2 / 62, 12);
  });

  it('ranks a song two sources list in their top 5 above one source’s number 1', () => {
    const ranked = rankSongs([
      { key: 'solo', title: 'Solo', ranks: [{ source: 'A', rank: 1, weight: 1 }] },
      {
        key: 'both',
        title: 'Both',
        ranks: [
          { source: 'A', rank: 5, weight: 1 },
          { source: 'B', rank: 4, weight: 1 },
        ],
      },
    ]);
    expect(ranked.map((song) => song.key)).toEqual(['both', 'solo']);
  });

  it('breaks ties by best rank, then by how many sources, then by key, so a rebuild gives one order', () => {
    const tie = (key: string, rank: number) => ({ key, title: key, ranks: [{ source: key, rank, weight: 1 }] });
    expect(rankSongs([tie('b', 2), tie('a', 2)]).map((song) => song.key)).toEqual(['a', 'b']);
  });
});

describe('a song’s run', () => {
  it('is new the first week, with itself as peak', () => {
    expect(chartRunFacts(4, [], null)).toEqual({
      previousPosition: null,
      isNew: true,
      reEntry: false,
      weeksOnChart: 1,
      peakPosition: 4,
    });
  });

  it('keeps last week’s place, counts weeks and keeps the best peak', () => {
    const history = [
      { week: '2026-W46', position: 1 },
      { week: '2026-W47', position: 6 },
    ];
    expect(chartRunFacts(3, history, '2026-W47')).toEqual({
      previousPosition: 6,
      isNew: false,
      reEntry: false,
      weeksOnChart: 3,
      peakPosition: 1,
    });
  });

  it('is a re-entry when it charted before but not in the last built week', () => {
    expect(chartRunFacts(9, [{ week: '2026-W40', position: 2 }], '2026-W47')).toMatchObject({
      previousPosition: null,
      isNew: false,
      reEntry: true,
      weeksOnChart: 2,
      peakPosition: 2,
    });
  });
});

describe('one song across sources', () => {
  it('folds the artist and title as releases do, guests set aside wherever they are credited', () => {
    expect(chartSongKey('Mira Sol', 'Paper Planes (feat. Dex)')).toBe(
      chartSongKey('Mira Sol feat. Dex', 'Paper Planes'),
    );
    expect(chartSongKey('The Roots', 'Bread & Butter')).toBe(chartSongKey('Roots', 'Bread and Butter'));
    expect(chartSongKey('A', 'One')).not.toBe(chartSongKey('A', 'Two'));
  });

  it('reads an ISRC with or without hyphens, and nothing else as one', () => {
    expect(normaliseIsrc('US-AB1-26-00001')).toBe('USAB12600001');
    expect(normaliseIsrc('usab12600001')).toBe('USAB12600001');
    expect(normaliseIsrc('not an isrc')).toBeNull();
    expect(normaliseIsrc(null)).toBeNull();
  });
});

describe('the hip hop chart’s genre rule', () => {
  it('takes the source’s genre where it names one', () => {
    expect(belongsOnHipHopChart(['Hip-Hop/Rap', 'Music'], null)).toBe(true);
    expect(belongsOnHipHopChart(['Pop', 'Music'], 'Hip Hop')).toBe(false);
  });

  it('falls back to the artist’s genre, and keeps an entry nobody says anything about', () => {
    expect(belongsOnHipHopChart([], 'Pop')).toBe(false);
    expect(belongsOnHipHopChart(['Music'], 'Trap')).toBe(true);
    expect(belongsOnHipHopChart([], null)).toBe(true);
  });
});
