import { LoopbackServer } from './loopback-server';

/** One song as a fixture chart lists it. */
export interface FixtureSong {
  title: string;
  artist: string;
  genre?: string;
  isrc?: string;
}

/** What a chart path answers: a status, or a body, or nothing at all (the request hangs until the server closes). */
type Answer = { status: number; body?: string; type?: string } | 'hang';

/**
 * Plays the chart sites on 127.0.0.1, each in its real response shape:
 *   /apple.json   Apple Music's RSS generator ({feed:{results:[{artistName,name,id,url,genres}]}})
 *   /lastfm       Last.fm tag.getTopTracks ({tracks:{track:[{name,url,artist:{name,url},'@attr':{rank}}]}});
 *                 a wrong api_key gets Last.fm's error answer
 *   /editors.csv  an editor's CSV chart (Pos,Song,Artist,Genre,ISRC)
 *   /broken.json  HTTP 500;  /slow.json  never answers
 * A spec sets each week's lists before it builds the week. Every request is logged.
 */
export class ChartFixtureServer extends LoopbackServer {
  readonly requests: string[] = [];
  private readonly answers = new Map<string, Answer>([
    ['/broken.json', { status: 500, body: 'upstream exploded' }],
    ['/slow.json', 'hang'],
  ]);

  constructor(private readonly lastfmKey: string) {
    super();
  }

  static async start(lastfmKey: string): Promise<ChartFixtureServer> {
    const fixtures = new ChartFixtureServer(lastfmKey);
    await fixtures.listen((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      fixtures.requests.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/lastfm' && url.searchParams.get('api_key') !== fixtures.lastfmKey) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: 10, message: 'Invalid API key - You must be granted a valid key by last.fm' }),
        );
        return;
      }
      const answer = fixtures.answers.get(url.pathname) ?? { status: 404 };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json; charset=utf-8' });
      response.end(answer.body ?? '');
    });
    return fixtures;
  }

  apple(songs: FixtureSong[]): void {
    const results = songs.map((song, index) => ({
      artistName: song.artist,
      id: String(1_700_000_000 + index),
      name: song.title,
      kind: 'songs',
      artworkUrl100: `https://is1-ssl.mzstatic.com/image/thumb/${index}/100x100bb.jpg`,
      genres: [{ genreId: '18', name: song.genre ?? 'Hip-Hop/Rap', url: 'https://itunes.apple.com/us/genre/id18' }],
      url: `https://music.apple.com/us/album/${encodeURIComponent(song.title.toLowerCase())}/${1_700_000_000 + index}`,
    }));
    this.answers.set('/apple.json', {
      status: 200,
      body: JSON.stringify({ feed: { title: 'Top Songs', country: 'us', results } }),
    });
  }

  appleDown(status: number): void {
    this.answers.set('/apple.json', { status, body: 'Service Unavailable' });
  }

  lastfm(songs: FixtureSong[]): void {
    const track = songs.map((song, index) => ({
      name: song.title,
      duration: '0',
      mbid: '',
      url: `https://www.last.fm/music/${encodeURIComponent(song.artist)}/_/${encodeURIComponent(song.title)}`,
      artist: { name: song.artist, mbid: '', url: `https://www.last.fm/music/${encodeURIComponent(song.artist)}` },
      '@attr': { rank: String(index + 1) },
    }));
    this.answers.set('/lastfm', {
      status: 200,
      body: JSON.stringify({ tracks: { track, '@attr': { tag: 'hip-hop', page: '1', perPage: '50', total: '5000' } } }),
    });
  }

  editorsCsv(songs: FixtureSong[]): void {
    const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    const lines = songs.map((song, index) =>
      [index + 1, song.title, song.artist, song.genre ?? '', song.isrc ?? '']
        .map((cell) => quote(String(cell)))
        .join(','),
    );
    this.answers.set('/editors.csv', {
      status: 200,
      type: 'text/csv; charset=utf-8',
      body: ['Pos,Song,Artist,Genre,ISRC', ...lines].join('\r\n'),
    });
  }
}
