import { pictureHash } from '@api/shared/domain/picture-variants';
import { plainIntro, writeDigest } from './digest-content';

const inputs = {
  week: '2026-W48',
  siteUrl: 'https://thecypher.example',
  intro: 'Big week.',
  readyPictures: new Set<string>(),
  stories: [{ id: 7, title: 'Kendrick [live]', excerpt: 'A *night* to remember' }],
  artists: [{ id: 3, name: 'Lark Ashby', genre: 'Detroit rap', shortBio: 'Debut EP out now.' }],
  drops: [{ title: 'Blue Line', artist: 'Odell Quarters', type: 'album', linkUrl: 'https://music.example/blue' }],
  events: [{ title: 'Cypher Live', location: 'Atlanta', eventDate: new Date('2026-12-01T20:00:00Z') }],
};

describe('weekly digest text', () => {
  it('holds every section with links back to the site', () => {
    const digest = writeDigest(inputs);
    expect(digest.title).toBe('Kendrick [live]');
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

  it('makes a subject of the lead stories, the spotlight when there are none, and a plain line with nothing', () => {
    const story = (id: number, title: string) => ({ id, title, excerpt: '' });
    expect(
      writeDigest({
        ...inputs,
        stories: [story(1, 'Junie Marz signs to Def Jam'), ...[2, 3, 4, 5].map((id) => story(id, 'x'))],
      }).title,
    ).toBe('Junie Marz signs to Def Jam, and 4 more stories');
    expect(writeDigest({ ...inputs, stories: [story(1, 'One'), story(2, 'Two')] }).title).toBe('One, and 1 more story');
    expect(writeDigest({ ...inputs, stories: [] }).title).toBe("This week's spotlight: Lark Ashby");
    expect(writeDigest({ ...inputs, stories: [], artists: [] }).title).toBe('Your week in hip hop culture');
    const long = writeDigest({ ...inputs, stories: [story(1, `${'word '.repeat(30)}end`)] }).title;
    expect(long.length).toBeLessThanOrEqual(91);
    expect(long.endsWith('word…')).toBe(true);
  });

  it("shows each story's picture: our variant of its own once it is made, or the site's artwork for it", () => {
    const ready = 'https://img.example/7.jpg';
    const digest = writeDigest({
      ...inputs,
      readyPictures: new Set([pictureHash(ready)]),
      stories: [
        { id: 7, title: 'Own picture', excerpt: '', imageUrl: 'https://img.example/7.jpg', category: 'CULTURE' },
        { id: 8, title: 'Drawn', excerpt: '', imageUrl: null, category: 'FEATURE' },
        { id: 9, title: 'Unsafe', excerpt: '', imageUrl: 'javascript:alert(1)', category: 'REVIEW' },
        { id: 10, title: 'Not yet', excerpt: '', imageUrl: 'https://img.example/10.jpg', category: 'CULTURE' },
      ],
    });
    expect(digest.content).toContain(
      `![Own picture](<https://thecypher.example/media/${pictureHash(ready)}-1200.jpg>)`,
    );
    // A picture the worker has not made yet is never linked at its outlet: the artwork stands in.
    expect(digest.content).toMatch(/!\[Not yet\]\(<https:\/\/thecypher\.example\/api\/art\/articles\/10\/cover\.svg/);
    expect(digest.content).not.toContain('img.example');
    expect(digest.content).toMatch(
      /!\[Drawn\]\(<https:\/\/thecypher\.example\/api\/art\/articles\/8\/cover\.svg\?v=\w+>\)/,
    );
    expect(digest.content).toMatch(/!\[Unsafe\]\(<https:\/\/thecypher\.example\/api\/art\/articles\/9\/cover\.svg/);
    expect(digest.content).not.toContain('javascript');
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
