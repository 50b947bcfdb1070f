import { type CandidateListing, releaseFor } from './release-placement';

const candidate = (overrides: Partial<CandidateListing>): CandidateListing => ({
  releaseId: 1,
  source: 'Label',
  url: 'https://label.test/a',
  artist: 'Nadia Cross',
  title: 'Harbor Lights',
  type: 'album',
  releaseGroupMbid: null,
  gtin: null,
  isrc: null,
  releaseDate: new Date('2026-11-13T05:00:00Z'),
  ...overrides,
});

const listing = {
  id: 'new',
  source: 'Store',
  artist: 'Nadia Cross',
  title: 'Harbor Lights (Deluxe)',
  type: 'album',
  releaseDate: '2026-12-04',
  url: 'https://store.test/deluxe',
};

describe('releaseFor', () => {
  it('is null without candidates: a release of its own', () => {
    expect(releaseFor(listing, [])).toBeNull();
  });

  it('finds a deluxe edition weeks later only through an identifier', () => {
    expect(releaseFor(listing, [candidate({})])).toBeNull();
    const mbid = '3c9e1f52-7a4d-4b8e-9f10-2d6a8c4e0b71';
    expect(
      releaseFor({ ...listing, links: [`https://musicbrainz.org/release-group/${mbid}`] }, [
        candidate({ releaseGroupMbid: mbid, releaseId: 7 }),
      ]),
    ).toBe(7);
  });

  it('prefers the barcode over a same-titled release of the week', () => {
    const sameWeek = { ...listing, title: 'Harbor Lights', releaseDate: '2026-11-14', text: 'UPC 0602445566778' };
    const candidates = [
      candidate({ releaseId: 3 }),
      candidate({ releaseId: 9, title: 'Harbour Lights', gtin: '0602445566778', url: 'https://store.test/b' }),
    ];
    expect(releaseFor(sameWeek, candidates)).toBe(9);
  });

  it('keeps a single apart from the album that shares its name', () => {
    expect(
      releaseFor({ ...listing, title: 'Harbor Lights', type: 'single', releaseDate: '2026-11-13' }, [candidate({})]),
    ).toBeNull();
  });
});
