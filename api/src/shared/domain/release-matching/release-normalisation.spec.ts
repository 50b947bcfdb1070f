import { splitEditionSuffixes } from './edition-suffix';
import { separateFeaturedCredits } from './featured-credits';
import { foldReleaseText } from './fold-release-text';
import { identifiersInText, normaliseGtin } from './release-identifiers';
import { normaliseListing } from './release-listing';

describe('release text folding', () => {
  it('folds case, accents and quotes', () => {
    expect(foldReleaseText('“Café Society”')).toBe(foldReleaseText('cafe society'));
    expect(foldReleaseText('Mom’s Basement Tapes')).toBe(foldReleaseText("Mom's Basement Tapes"));
  });

  it("reads '&' as 'and' and drops a leading 'The'", () => {
    expect(foldReleaseText('Salt & Vinegar')).toBe(foldReleaseText('Salt and Vinegar'));
    expect(foldReleaseText('The Night Shifts')).toBe('night shifts');
  });
});

describe('edition suffixes', () => {
  it.each([
    ['Velvet Trap (Deluxe)', 'Deluxe'],
    ['Velvet Trap (Deluxe Edition)', 'Deluxe'],
    ['Velvet Trap [Explicit]', 'Explicit'],
    ['Velvet Trap (Remastered)', 'Remastered'],
    ['Velvet Trap (2026 Remaster)', 'Remastered'],
    ['Velvet Trap - Remastered 2029', 'Remastered'],
    ['Velvet Trap (Expanded Edition)', 'Expanded'],
  ])('%s is the %s edition of Velvet Trap', (title, edition) => {
    expect(splitEditionSuffixes(title)).toEqual({ title: 'Velvet Trap', edition, typeHint: null });
  });

  it("reads ' - Single' and ' - EP' as the type, not an edition", () => {
    expect(splitEditionSuffixes('Porch Light - Single')).toEqual({
      title: 'Porch Light',
      edition: null,
      typeHint: 'single',
    });
    expect(splitEditionSuffixes('House Rules - EP')).toEqual({ title: 'House Rules', edition: null, typeHint: 'EP' });
  });

  it('peels stacked markers and keeps brackets that name no edition', () => {
    expect(splitEditionSuffixes('Velvet Trap (Deluxe Edition) [Explicit]')).toEqual({
      title: 'Velvet Trap',
      edition: 'Deluxe Explicit',
      typeHint: null,
    });
    expect(splitEditionSuffixes('Dreams (Interlude)').title).toBe('Dreams (Interlude)');
  });
});

describe('featured credits', () => {
  it('gives the same artist, title and guests wherever the store put the guest', () => {
    const inTitle = separateFeaturedCredits('Jetta Moon', 'Porch Light (feat. Kofi Static)');
    const inArtist = separateFeaturedCredits('Jetta Moon feat. Kofi Static', 'Porch Light');
    const shortForm = separateFeaturedCredits('Jetta Moon ft. Kofi Static', 'Porch Light');
    expect(inTitle).toEqual({ artist: 'Jetta Moon', title: 'Porch Light', featured: ['kofi static'] });
    expect(inArtist).toEqual(inTitle);
    expect(shortForm).toEqual(inTitle);
  });

  it('normalises a guest credit placed before the single marker', () => {
    const listing = normaliseListing({
      id: 'l1',
      source: 'store',
      artist: 'Jetta Moon',
      title: 'Porch Light (feat. Kofi Static) - Single',
      releaseDate: '2026-03-06',
    });
    expect(listing).toMatchObject({
      artistKey: 'jetta moon',
      titleKey: 'porch light',
      type: 'single',
      featured: ['kofi static'],
    });
  });
});

describe('identifiers in text', () => {
  it('reads a MusicBrainz release-group link, a written UPC and ISRCs', () => {
    const found = identifiersInText(
      'Out now. UPC 060245678901. ISRC: USUM72600123',
      'https://musicbrainz.org/release-group/0b7f8e1a-1c2d-4e3f-a456-0123456789ab',
    );
    expect(found).toEqual({
      releaseGroupMbid: '0b7f8e1a-1c2d-4e3f-a456-0123456789ab',
      gtin: '0060245678901',
      isrcs: ['USUM72600123'],
    });
  });

  it('treats a 12-digit UPC, its 13-digit EAN and 14-digit GTIN as one barcode', () => {
    expect(normaliseGtin('060245678901')).toBe(normaliseGtin('0060245678901'));
    expect(normaliseGtin('00060245678901')).toBe(normaliseGtin('060245678901'));
    expect(normaliseGtin('12345')).toBeUndefined();
  });

  it('reads no ISRC where the text never says ISRC', () => {
    expect(identifiersInText('Catalogue USUM72600123').isrcs).toEqual([]);
  });
});
