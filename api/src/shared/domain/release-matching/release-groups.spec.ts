import { ReleaseGroups } from './release-groups';
import type { ReleaseListing } from './release-listing';

const mbid = '0b7f8e1a-1c2d-4e3f-a456-0123456789ab';

type NewListing = Omit<ReleaseListing, 'id'>;

/** What every listing names, then whatever else its source gives. */
function listing(
  source: string,
  artist: string,
  title: string,
  releaseDate: string,
  more: Partial<NewListing> = {},
): NewListing {
  return { source, artist, title, releaseDate, ...more };
}

function grouper() {
  const groups = new ReleaseGroups();
  let created = 0;
  return (entry: NewListing) => groups.place({ id: `l${created + 1}`, ...entry }, () => `g${++created}`);
}

describe('ReleaseGroups', () => {
  it('joins the same album listed by three sources with different spellings and editions', () => {
    const place = grouper();
    const label = place(listing('label', 'The Night Shifts', 'Salt & Vinegar', '2026-03-06', { type: 'album' }));
    const store = place(listing('store', 'NIGHT SHIFTS', 'Salt and Vinegar [Explicit]', '2026-03-07'));
    expect(store.groupId).toBe(label.groupId);
    expect(store.edition).toBe('Explicit');
    expect(label.edition).toBeNull();
  });

  it('joins a deluxe weeks later only through its release-group link', () => {
    const place = grouper();
    const album = place(
      listing('mb', 'Kilo Marisol', 'Velvet Trap', '2026-03-06', { type: 'album', releaseGroupMbid: mbid }),
    );
    const deluxe = place(
      listing('store', 'Kilo Marisol', 'Velvet Trap (Deluxe)', '2026-04-10', {
        type: 'album',
        text: `Credits: https://musicbrainz.org/release-group/${mbid}`,
      }),
    );
    const unlinked = place(listing('store', 'Kilo Marisol', 'Velvet Trap (Deluxe)', '2026-05-20', { type: 'album' }));
    expect(deluxe).toEqual({ groupId: album.groupId, edition: 'Deluxe', matchedBy: 'release-group-mbid' });
    expect(unlinked.groupId).not.toBe(album.groupId);
  });

  it('matches by barcode before names, and by ISRC when the dates are too far apart', () => {
    const place = grouper();
    const first = place(
      listing('label', 'Tavi Noir', 'House Rules', '2026-03-06', { type: 'album', text: 'UPC 060245678901' }),
    );
    const byBarcode = place(
      listing('store', 'Tavi Noir', 'House Rules', '2026-03-20', { type: 'album', upc: '0060245678901' }),
    );
    expect(byBarcode).toMatchObject({ groupId: first.groupId, matchedBy: 'gtin' });
    const single = place(
      listing('label', 'Tavi Noir', 'Porch Light', '2026-02-01', { type: 'single', text: 'ISRC: USUM72600123' }),
    );
    const late = place(
      listing('mb', 'Tavi Noir ft. Kofi Static', 'Porch Light', '2026-02-09', {
        type: 'single',
        isrcs: ['US-UM7-26-00123'],
      }),
    );
    expect(late).toMatchObject({ groupId: single.groupId, matchedBy: 'isrc' });
  });

  it.each<[string, NewListing, NewListing]>([
    [
      'a single and the album sharing its name, even when they share an ISRC',
      listing('store', 'Jetta Moon', 'Velvet Trap - Single', '2026-03-06', { isrcs: ['USUM72600123'] }),
      listing('label', 'Jetta Moon', 'Velvet Trap', '2026-03-06', { type: 'album', text: 'ISRC: USUM72600123' }),
    ],
    [
      'two artists’ releases of one title',
      listing('store', 'Lark Ashby', 'Overtime - Single', '2026-03-06'),
      listing('store', 'Pilot Kaya', 'Overtime - Single', '2026-03-06'),
    ],
    [
      'two different release-group MBIDs, never merged',
      listing('mb', 'Lark Ashby', 'Tinted', '2026-03-06', { type: 'album', releaseGroupMbid: mbid }),
      listing('mb', 'Lark Ashby', 'Tinted', '2026-03-06', {
        type: 'album',
        releaseGroupMbid: '11111111-2222-4333-a444-555555555555',
      }),
    ],
  ])('keeps apart %s', (_case, first, second) => {
    const place = grouper();
    const placedFirst = place(first);
    expect(place(second).groupId).not.toBe(placedFirst.groupId);
  });

  it('keeps same-named releases more than three days apart without identifiers apart', () => {
    const place = grouper();
    const first = place(listing('store', 'Lark Ashby', 'Tinted', '2026-03-06', { type: 'single' }));
    const near = place(listing('label', 'Lark Ashby', 'Tinted', '2026-03-09', { type: 'single' }));
    const far = place(listing('label', 'Lark Ashby', 'Tinted', '2026-03-20', { type: 'single' }));
    expect(near.groupId).toBe(first.groupId);
    expect(far.groupId).not.toBe(first.groupId);
  });
});
