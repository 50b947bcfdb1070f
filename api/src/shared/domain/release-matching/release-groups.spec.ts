import { ReleaseGroups } from './release-groups';
import type { ReleaseListing } from './release-listing';

const mbid = '0b7f8e1a-1c2d-4e3f-a456-0123456789ab';

function grouper() {
  const groups = new ReleaseGroups();
  let created = 0;
  return (listing: Omit<ReleaseListing, 'id'>) =>
    groups.place({ id: `l${created + 1}`, ...listing }, () => `g${++created}`);
}

describe('ReleaseGroups', () => {
  it('joins the same album listed by three sources with different spellings and editions', () => {
    const place = grouper();
    const label = place({
      source: 'label',
      artist: 'The Night Shifts',
      title: 'Salt & Vinegar',
      type: 'album',
      releaseDate: '2026-03-06',
    });
    const store = place({
      source: 'store',
      artist: 'NIGHT SHIFTS',
      title: 'Salt and Vinegar [Explicit]',
      releaseDate: '2026-03-07',
    });
    expect(store.groupId).toBe(label.groupId);
    expect(store.edition).toBe('Explicit');
    expect(label.edition).toBeNull();
  });

  it('joins a deluxe weeks later only through its release-group link', () => {
    const place = grouper();
    const album = place({
      source: 'mb',
      artist: 'Kilo Marisol',
      title: 'Velvet Trap',
      type: 'album',
      releaseDate: '2026-03-06',
      releaseGroupMbid: mbid,
    });
    const deluxe = place({
      source: 'store',
      artist: 'Kilo Marisol',
      title: 'Velvet Trap (Deluxe)',
      type: 'album',
      releaseDate: '2026-04-10',
      text: `Credits: https://musicbrainz.org/release-group/${mbid}`,
    });
    const unlinked = place({
      source: 'store',
      artist: 'Kilo Marisol',
      title: 'Velvet Trap (Deluxe)',
      type: 'album',
      releaseDate: '2026-05-20',
    });
    expect(deluxe).toEqual({ groupId: album.groupId, edition: 'Deluxe', matchedBy: 'release-group-mbid' });
    expect(unlinked.groupId).not.toBe(album.groupId);
  });

  it('matches by barcode before names, and by ISRC when the dates are too far apart', () => {
    const place = grouper();
    const first = place({
      source: 'label',
      artist: 'Tavi Noir',
      title: 'House Rules',
      type: 'album',
      releaseDate: '2026-03-06',
      text: 'UPC 060245678901',
    });
    const byBarcode = place({
      source: 'store',
      artist: 'Tavi Noir',
      title: 'House Rules',
      type: 'album',
      releaseDate: '2026-03-20',
      upc: '0060245678901',
    });
    expect(byBarcode).toMatchObject({ groupId: first.groupId, matchedBy: 'gtin' });
    const single = place({
      source: 'label',
      artist: 'Tavi Noir',
      title: 'Porch Light',
      type: 'single',
      releaseDate: '2026-02-01',
      text: 'ISRC: USUM72600123',
    });
    const late = place({
      source: 'mb',
      artist: 'Tavi Noir ft. Kofi Static',
      title: 'Porch Light',
      type: 'single',
      releaseDate: '2026-02-09',
      isrcs: ['US-UM7-26-00123'],
    });
    expect(late).toMatchObject({ groupId: single.groupId, matchedBy: 'isrc' });
  });

  it('keeps a single and the album sharing its name apart, even when they share an ISRC', () => {
    const place = grouper();
    const single = place({
      source: 'store',
      artist: 'Jetta Moon',
      title: 'Velvet Trap - Single',
      releaseDate: '2026-03-06',
      isrcs: ['USUM72600123'],
    });
    const album = place({
      source: 'label',
      artist: 'Jetta Moon',
      title: 'Velvet Trap',
      type: 'album',
      releaseDate: '2026-03-06',
      text: 'ISRC: USUM72600123',
    });
    expect(album.groupId).not.toBe(single.groupId);
  });

  it('keeps two artists’ releases of one title apart', () => {
    const place = grouper();
    const first = place({
      source: 'store',
      artist: 'Lark Ashby',
      title: 'Overtime - Single',
      releaseDate: '2026-03-06',
    });
    const second = place({
      source: 'store',
      artist: 'Pilot Kaya',
      title: 'Overtime - Single',
      releaseDate: '2026-03-06',
    });
    expect(second.groupId).not.toBe(first.groupId);
  });

  it('keeps same-named releases more than three days apart without identifiers apart', () => {
    const place = grouper();
    const first = place({
      source: 'store',
      artist: 'Lark Ashby',
      title: 'Tinted',
      type: 'single',
      releaseDate: '2026-03-06',
    });
    const near = place({
      source: 'label',
      artist: 'Lark Ashby',
      title: 'Tinted',
      type: 'single',
      releaseDate: '2026-03-09',
    });
    const far = place({
      source: 'label',
      artist: 'Lark Ashby',
      title: 'Tinted',
      type: 'single',
      releaseDate: '2026-03-20',
    });
    expect(near.groupId).toBe(first.groupId);
    expect(far.groupId).not.toBe(first.groupId);
  });

  it('never merges two different release-group MBIDs', () => {
    const place = grouper();
    const first = place({
      source: 'mb',
      artist: 'Lark Ashby',
      title: 'Tinted',
      type: 'album',
      releaseDate: '2026-03-06',
      releaseGroupMbid: mbid,
    });
    const other = place({
      source: 'mb',
      artist: 'Lark Ashby',
      title: 'Tinted',
      type: 'album',
      releaseDate: '2026-03-06',
      releaseGroupMbid: '11111111-2222-4333-a444-555555555555',
    });
    expect(other.groupId).not.toBe(first.groupId);
  });
});
