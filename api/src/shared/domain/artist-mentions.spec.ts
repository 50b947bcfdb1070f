import { artistMatcher, mentionedArtistIds, mentionsName, mentionWords } from './artist-mentions';

describe('artist mentions', () => {
  it.each([
    ['matches whole words in any case', 'New music from NAS tonight', 'Nas', true],
    ['matches whole words in any case', 'nas.', 'Nas', true],
    ['never matches inside another word', 'A nasty verse', 'Nas', false],
    ['never matches inside another word', 'Dynasty rising', 'Nas', false],
    ['never matches inside another word', 'Jay-Zed', 'Jay-Z', false],
    ['tolerates punctuation inside and around the name', 'Jay Z and Kanye', 'Jay-Z', true],
    ['tolerates punctuation inside and around the name', 'JAY-Z’s new album', 'Jay-Z', true],
    ['tolerates punctuation inside and around the name', '(Jay‑Z)', 'Jay-Z', true],
    ['tolerates punctuation inside and around the name', 'Tyler the Creator live', 'Tyler, The Creator', true],
    ['reads $ as s, so A$AP and ASAP are one name', 'A$AP Rocky drops a single', 'A$AP Rocky', true],
    ['reads $ as s, so A$AP and ASAP are one name', 'ASAP Rocky drops a single', 'A$AP Rocky', true],
    ['reads $ as s, so A$AP and ASAP are one name', 'A$AP Ferg drops a single', 'A$AP Rocky', false],
    ['ignores accents on either side', 'Beyoncé and friends', 'Beyonce', true],
    ['ignores accents on either side', 'Beyonce and friends', 'Beyoncé', true],
    ['needs the words of a name next to each other', 'Kaya, our pilot, spoke', 'Pilot Kaya', false],
    ['needs the words of a name next to each other', 'Pilot Kaya spoke', 'Pilot Kaya', true],
  ])('%s: %j names %j → %s', (_rule, text, name, mentioned) => {
    expect(mentionsName(text, name)).toBe(mentioned);
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
