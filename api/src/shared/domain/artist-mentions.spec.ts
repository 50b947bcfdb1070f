import { artistMatcher, mentionedArtistIds, mentionsName, mentionWords } from './artist-mentions';

describe('artist mentions', () => {
  it('matches whole words in any case', () => {
    expect(mentionsName('New music from NAS tonight', 'Nas')).toBe(true);
    expect(mentionsName('nas.', 'Nas')).toBe(true);
  });

  it('never matches inside another word', () => {
    expect(mentionsName('A nasty verse', 'Nas')).toBe(false);
    expect(mentionsName('Dynasty rising', 'Nas')).toBe(false);
    expect(mentionsName('Jay-Zed', 'Jay-Z')).toBe(false);
  });

  it('tolerates punctuation inside and around the name', () => {
    expect(mentionsName('Jay Z and Kanye', 'Jay-Z')).toBe(true);
    expect(mentionsName('JAY-Z’s new album', 'Jay-Z')).toBe(true);
    expect(mentionsName('(Jay‑Z)', 'Jay-Z')).toBe(true);
    expect(mentionsName('Tyler the Creator live', 'Tyler, The Creator')).toBe(true);
  });

  it('reads $ as s, so A$AP and ASAP are one name', () => {
    expect(mentionsName('A$AP Rocky drops a single', 'A$AP Rocky')).toBe(true);
    expect(mentionsName('ASAP Rocky drops a single', 'A$AP Rocky')).toBe(true);
    expect(mentionsName('A$AP Ferg drops a single', 'A$AP Rocky')).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(mentionsName('Beyoncé and friends', 'Beyonce')).toBe(true);
    expect(mentionsName('Beyonce and friends', 'Beyoncé')).toBe(true);
  });

  it('needs the words of a name next to each other', () => {
    expect(mentionsName('Kaya, our pilot, spoke', 'Pilot Kaya')).toBe(false);
    expect(mentionsName('Pilot Kaya spoke', 'Pilot Kaya')).toBe(true);
  });

  it('never matches a name without letters or digits', () => {
    expect(mentionsName('--- !!!', '---')).toBe(false);
    expect(mentionWords('  ')).toEqual([]);
  });

  it('finds artists by name or alias', () => {
    const artists = [
      { id: 1, name: 'Sean Combs', aliases: ['Diddy', 'Puff Daddy'] },
      { id: 2, name: 'Nas', aliases: [] },
      { id: 3, name: 'Lil Sable', aliases: [] },
    ];
    expect(mentionedArtistIds('Puff Daddy and Nas on stage', artists)).toEqual([1, 2]);
    expect(mentionedArtistIds('Nothing nasty here', artists)).toEqual([]);
  });

  it("answers with one matcher for many texts as name-by-name matching does, in the artists' order", () => {
    const artists = [
      { id: 7, name: 'Lil Sable', aliases: ['Sable'] },
      { id: 3, name: 'Sean Combs', aliases: ['Diddy', 'Puff Daddy', 'Puff'] },
      { id: 9, name: 'A$AP Rocky', aliases: [] },
      { id: 4, name: 'Nas', aliases: [] },
      { id: 5, name: '!!!', aliases: [] },
    ];
    const texts = [
      'Nas and Puff Daddy, then Lil Sable',
      'lil sable lil',
      'Puff puff pass: ASAP ROCKY and nas',
      'Sable, Sean Combs; nasty dynasty',
      'Puff',
      '',
      'Lil',
    ];
    const match = artistMatcher(artists);
    for (const text of texts) {
      const oneByOne = artists
        .filter((artist) => [artist.name, ...artist.aliases].some((name) => mentionsName(text, name)))
        .map((artist) => artist.id);
      expect(match(text)).toEqual(oneByOne);
    }
    expect(match('Nas and Puff Daddy, then Lil Sable')).toEqual([7, 3, 4]);
  });
});
