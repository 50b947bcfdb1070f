import {
  primaryOf,
  releaseFromFeedItem,
  releaseTypeFrom,
  releasesFromMusicBrainz,
  splitArtistAndTitle,
} from './release-parsing';

describe('releaseFromFeedItem', () => {
  it("carries the item's identifiers, a bare barcode or ISRC named so the matcher reads it", () => {
    const release = releaseFromFeedItem({
      title: 'Nadia Cross – Harbor Lights (Album)',
      link: 'http://feeds.test/harbor-lights',
      guid: null,
      publishedAt: null,
      author: null,
      summaryHtml: '<p>Vinyl in stock. <b>UPC</b> 0602445566778</p>',
      contentHtml: null,
      categories: [],
      imageUrl: null,
      links: ['https://musicbrainz.org/release-group/3c9e1f52-7a4d-4b8e-9f10-2d6a8c4e0b71'],
      identifiers: ['0602445599134', 'USUM72612345', 'urn:isrc:USUM72612346'],
    });
    expect(release?.links).toEqual(['https://musicbrainz.org/release-group/3c9e1f52-7a4d-4b8e-9f10-2d6a8c4e0b71']);
    expect(release?.identifierText.split('\n')).toEqual([
      'UPC 0602445599134',
      'ISRC USUM72612345',
      'urn:isrc:USUM72612346',
      'Vinyl in stock. UPC 0602445566778',
    ]);
  });
});

describe('primaryOf', () => {
  it.each([
    ['Marlo Vance & Juno Blaque', 'Marlo Vance'],
    ['JID feat. 21 Savage', 'JID'],
    ['Cold Lunch', 'Cold Lunch'],
  ])('%s -> %s', (credit, primary) => expect(primaryOf(credit)).toBe(primary));
});

describe('splitArtistAndTitle', () => {
  it.each([
    ['Freddie Gibbs – Soul Sold Separately (Album)', 'Freddie Gibbs', 'Soul Sold Separately'],
    ['New Music: Little Simz "Drop 7" [EP]', 'Little Simz', 'Drop 7'],
    ['Doechii Drops New Mixtape “Alligator Bites Never Heal”', 'Doechii', 'Alligator Bites Never Heal'],
    ['JID - Surround Sound (feat. 21 Savage)', 'JID', 'Surround Sound (feat. 21 Savage)'],
    // An edition is a release of its own: its title keeps the edition.
    ['Lil Sable – Velvet Trap (Deluxe)', 'Lil Sable', 'Velvet Trap (Deluxe)'],
    ['Lil Sable – Velvet Trap [Deluxe Edition]', 'Lil Sable', 'Velvet Trap [Deluxe Edition]'],
    ['New Music: Lil Sable "Velvet Trap (Deluxe)" [Album]', 'Lil Sable', 'Velvet Trap (Deluxe)'],
  ])('%s', (raw, artist, title) => {
    expect(splitArtistAndTitle(raw)).toEqual({ artist, title });
  });

  it('gives up when no artist can be told apart', () => {
    expect(splitArtistAndTitle('The best rap albums of the week')).toBeNull();
  });
});

describe('releaseTypeFrom', () => {
  it.each([
    [['Artist – Title (EP)'], 'EP'],
    [['Album', 'Mixtape/Street'], 'mixtape'],
    [['Album'], 'album'],
    [['Artist – Title', 'Singles'], 'single'],
    [['Deluxe edition out now'], 'album'],
  ])('%j -> %s', (texts, expected) => {
    expect(releaseTypeFrom(...(texts as string[]))).toBe(expected);
  });
});

describe('releasesFromMusicBrainz', () => {
  it('reads release groups, links the solo artist by MBID and keeps collaborations as text', () => {
    const json = JSON.stringify({
      'release-groups': [
        {
          id: '0a1b2c3d-0000-4000-8000-000000000001',
          title: 'Alligator  Bites',
          'primary-type': 'Album',
          'secondary-types': ['Mixtape/Street'],
          'first-release-date': '2026-11-14',
          'artist-credit': [
            { name: 'Doechii', artist: { id: 'AAAAAAAA-0000-4000-8000-000000000009', name: 'Doechii' } },
          ],
        },
        {
          id: '0a1b2c3d-0000-4000-8000-000000000002',
          title: 'Duo',
          'primary-type': 'Single',
          'first-release-date': '2026-11',
          'artist-credit': [
            { name: 'A', joinphrase: ' & ', artist: { id: '0a1b2c3d-0000-4000-8000-00000000000a' } },
            { name: 'B', artist: { id: '0a1b2c3d-0000-4000-8000-00000000000b' } },
          ],
        },
        { id: 'not-an-id', title: 'x', 'artist-credit': [{ name: 'x' }] },
      ],
    });
    const [solo, duo, ...rest] = releasesFromMusicBrainz(json);
    expect(rest).toHaveLength(0);
    expect(solo).toMatchObject({
      title: 'Alligator Bites',
      artist: 'Doechii',
      primaryArtist: { name: 'Doechii', musicbrainzId: 'aaaaaaaa-0000-4000-8000-000000000009' },
      type: 'mixtape',
      linkUrl: 'https://musicbrainz.org/release-group/0a1b2c3d-0000-4000-8000-000000000001',
    });
    expect(solo.releaseDate?.toISOString()).toBe('2026-11-14T00:00:00.000Z');
    expect(duo).toMatchObject({
      artist: 'A & B',
      primaryArtist: { name: 'A', musicbrainzId: '0a1b2c3d-0000-4000-8000-00000000000a' },
      type: 'single',
    });
  });

  it('refuses what is not a release-group search', () => {
    expect(() => releasesFromMusicBrainz('{"artists": []}')).toThrow(/release-groups/);
    expect(() => releasesFromMusicBrainz('{oops')).toThrow(/malformed JSON/);
  });
});
