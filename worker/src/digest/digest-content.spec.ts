import { plainIntro, writeDigest } from './digest-content';

const inputs = {
  week: '2026-W48',
  siteUrl: 'https://thecypher.example',
  intro: 'Big week.',
  stories: [{ id: 7, title: 'Kendrick [live]', excerpt: 'A *night* to remember' }],
  artists: [{ id: 3, name: 'Lark Ashby', genre: 'Detroit rap', shortBio: 'Debut EP out now.' }],
  drops: [{ title: 'Blue Line', artist: 'Odell Quarters', type: 'album', linkUrl: 'https://music.example/blue' }],
  events: [{ title: 'Cypher Live', location: 'Atlanta', eventDate: new Date('2026-12-01T20:00:00Z') }],
};

describe('weekly digest text', () => {
  it('holds every section with links back to the site', () => {
    const digest = writeDigest(inputs);
    expect(digest.title).toBe('The Cypher Weekly: 2026-W48');
    expect(digest.content).toContain('Big week\\.');
    expect(digest.content).toContain(
      '1. [Kendrick \\[live\\]](https://thecypher.example/article/7): A \\*night\\* to remember',
    );
    expect(digest.content).toContain(
      '- [Lark Ashby](https://thecypher.example/artists/3) (Detroit rap): Debut EP out now\\.',
    );
    expect(digest.content).toContain('- [Blue Line](<https://music.example/blue>) by Odell Quarters (album)');
    expect(digest.content).toContain('- **Cypher Live**, Atlanta, Tue, Dec 1');
  });

  it('leaves out empty sections and writes a plain intro', () => {
    const digest = writeDigest({ ...inputs, stories: [], drops: [], events: [] });
    expect(digest.content).not.toContain('Most read');
    expect(digest.content).not.toContain('Fresh drops');
    expect(plainIntro(inputs)).toContain('Kendrick [live]');
    expect(plainIntro(inputs)).toContain('Lark Ashby');
  });

  it('writes scraped values and the intro as text, and a drop with an unsafe address without a link', () => {
    const digest = writeDigest({
      ...inputs,
      intro: 'Read [this](https://evil.example)',
      stories: [{ id: 7, title: 'Hot [click](https://evil.example) ![x](https://track.example/p.gif)', excerpt: '' }],
      drops: [{ title: 'Bad', artist: 'X', type: 'single', linkUrl: '&#106;avascript:alert(1)' }],
    });
    expect(digest.content).toContain('Read \\[this\\]\\(https\\:\\/\\/evil\\.example\\)');
    expect(digest.content).toContain('1. [Hot \\[click\\]\\(https');
    expect(digest.content).toContain('- Bad by X (single)');
  });
});
