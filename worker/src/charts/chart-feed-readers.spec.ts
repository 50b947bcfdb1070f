import { readAppleMusic, readLastfm, readMappedCsv, readMappedJson } from './chart-feed-readers';
import { mergeSourceCharts } from './chart-merge';
import { csvRecords } from './csv-records';
import { UnreadableChartError } from './source-entry';

describe('chart feed readers', () => {
  it('reads Apple Music’s RSS generator JSON with its genres and links', () => {
    const body = JSON.stringify({
      feed: {
        results: [
          {
            artistName: 'Kilo Vance',
            name: 'Night Shift',
            id: '1',
            url: 'https://music.apple.com/us/album/x/1',
            genres: [{ name: 'Hip-Hop/Rap' }, { name: 'Music' }],
          },
        ],
      },
    });
    expect(readAppleMusic(body)).toEqual([
      {
        rank: 1,
        title: 'Night Shift',
        artist: 'Kilo Vance',
        url: 'https://music.apple.com/us/album/x/1',
        isrc: null,
        genres: ['Hip-Hop/Rap', 'Music'],
        imageUrl: null,
      },
    ]);
  });

  it('reads Last.fm’s tag top tracks by their @attr rank, and its error answer as a failure in words', () => {
    const body = JSON.stringify({
      tracks: {
        track: [
          { name: 'B', url: 'https://www.last.fm/b', artist: { name: 'Y' }, '@attr': { rank: '2' } },
          { name: 'A', url: 'https://www.last.fm/a', artist: { name: 'X' }, '@attr': { rank: '1' } },
        ],
      },
    });
    expect(readLastfm(body).map((entry) => [entry.rank, entry.title, entry.genres])).toEqual([
      [1, 'A', ['hip-hop']],
      [2, 'B', ['hip-hop']],
    ]);
    expect(() => readLastfm(JSON.stringify({ error: 10, message: 'Invalid API key' }))).toThrow(
      'Last.fm refused the request: Invalid API key',
    );
  });

  it('reads an editor’s JSON at the mapped paths, and says where the list was missing', () => {
    const body = JSON.stringify({ data: { chart: [{ song: { name: 'Z' }, by: 'Q', place: 7 }] } });
    const mapping = { items: 'data.chart', title: 'song.name', artist: 'by', rank: 'place' };
    expect(readMappedJson(body, mapping, 'Mixtape Weekly')).toMatchObject([{ rank: 7, title: 'Z', artist: 'Q' }]);
    expect(() => readMappedJson('{"data":{}}', mapping, 'Mixtape Weekly')).toThrow(
      'Mixtape Weekly has no list at "data.chart"',
    );
    expect(() => readMappedJson('<html>', mapping, 'Mixtape Weekly')).toThrow(UnreadableChartError);
  });

  it('reads an editor’s CSV by its header, quoted cells and all, and names a missing column', () => {
    const body = 'Pos,Song,Artist\r\n1,"Hello, World","Q ""The"" Kid"\r\n2,Two,B\r\n';
    const mapping = { title: 'Song', artist: 'Artist', rank: 'Pos' };
    expect(readMappedCsv(body, mapping, 'Picks').map((entry) => [entry.rank, entry.title, entry.artist])).toEqual([
      [1, 'Hello, World', 'Q "The" Kid'],
      [2, 'Two', 'B'],
    ]);
    expect(() => readMappedCsv(body, { title: 'Title', artist: 'Artist' }, 'Picks')).toThrow(
      'Picks has no "Title" column',
    );
    expect(csvRecords('a;b\n1;2')).toEqual([{ a: '1', b: '2' }]);
  });
});

describe('merging sources into one chart', () => {
  const entry = (rank: number, title: string, artist: string, extra = {}) => ({
    rank,
    title,
    artist,
    url: null,
    isrc: null,
    genres: [],
    imageUrl: null,
    ...extra,
  });

  it('makes one song of entries that share an ISRC or artist and title, and drops what is not hip hop', () => {
    const songs = mergeSourceCharts(
      [
        {
          name: 'Apple Music',
          weight: 1,
          entries: [
            entry(1, 'Song (feat. B)', 'A', { genres: ['Hip-Hop/Rap'], url: 'https://music.apple.com/x' }),
            entry(2, 'Pop Hit', 'P', { genres: ['Pop'] }),
            entry(3, 'Same Recording', 'R', { isrc: 'USAB12600009' }),
          ],
        },
        {
          name: 'Editors',
          weight: 2,
          entries: [entry(1, 'Song', 'A feat. B'), entry(2, 'Other Title', 'R', { isrc: 'US-AB1-26-00009' })],
        },
      ],
      new Map(),
      100,
    );
    expect(songs.map((song) => [song.songTitle, song.sources.map((source) => source.source)])).toEqual([
      ['Song', ['Apple Music', 'Editors']],
      ['Same Recording', ['Apple Music', 'Editors']],
    ]);
    expect(songs[0].appleMusicUrl).toBe('https://music.apple.com/x');
    expect(songs[1].isrc).toBe('USAB12600009');
  });

  it('drops an entry without a genre whose artist our site files under another genre', () => {
    const songs = mergeSourceCharts(
      [{ name: 'CSV', weight: 1, entries: [entry(1, 'Sunny', 'Pop Idol'), entry(2, 'Bars', 'Emcee')] }],
      new Map([['pop idol', 'Pop']]),
      100,
    );
    expect(songs.map((song) => song.songTitle)).toEqual(['Bars']);
  });
});
