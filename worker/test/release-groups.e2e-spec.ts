import { waitFor } from '../../api/test/support/worker-process';
import { useWorkerStage } from './support/worker-stage';

/** The three sources of the album below: a label's Atom feed, a store's feed and a blog's. */
const ALBUM_FEEDS = [
  '/feeds/releases/groups/label.atom.xml',
  '/feeds/releases/groups/store.rss.xml',
  '/feeds/releases/groups/blog.rss.xml',
];

jest.setTimeout(120_000);

const MBID = '3c9e1f52-7a4d-4b8e-9f10-2d6a8c4e0b71';

interface ReleaseRow {
  id: number;
  title: string;
  type: string;
  link_url: string;
  source: string;
}

interface ListedRelease {
  id: number;
  title: string;
  type: string;
  linkUrl: string;
  links: { source: string; url: string }[];
  editions: { title: string; edition: string | null }[];
}

/**
 * One album, three sources: a label's Atom feed names it by a MusicBrainz link
 * and a barcode, a store's feed spells the title its own way but prints the
 * barcode, a blog gives only artist and title. The deluxe edition weeks later
 * is known by the MusicBrainz link in the store's dc:relation; the lead single
 * shares the album's name and stays a release of its own.
 */
describe('release scraper: listings from many sources grouped into one release each', () => {
  const stage = useWorkerStage('release-groups', {
    sources: { kind: 'releases', paths: ALBUM_FEEDS },
    worker: { SCRAPE_TIMEOUT_MS: '3000' },
  });

  const releases = (): Promise<ReleaseRow[]> =>
    stage.app.dataSource.query('SELECT id, title, type, link_url, source FROM releases ORDER BY id');
  const listings = (): Promise<{ release_id: number; source: string; url: string; edition: string | null }[]> =>
    stage.app.dataSource.query('SELECT release_id, source, url, edition FROM release_listings ORDER BY id');
  const listed = async (): Promise<ListedRelease[]> => {
    const response = await stage.app.http().get('/api/releases').expect(200);
    expect(response.headers['x-total-count']).toBe(String(response.body.length));
    return response.body;
  };
  const url = (path: string) => stage.fixtures.url(path);

  it('stores one album with four listings from three sources and its deluxe edition, and the single apart', async () => {
    const run = await stage.runScrape('releases');
    expect(run.state).toBe('completed');
    expect(run.result?.message).toBe(
      'Added 2 new releases from 3 sources; 3 new links to known releases; 0 already known',
    );

    const rows = await releases();
    expect(rows.map(({ title, type }) => [title, type])).toEqual([
      ['Harbor Lights', 'album'],
      ['Harbor Lights', 'single'],
    ]);
    const [album, single] = rows;
    expect(album).toMatchObject({ link_url: url('/releases/tidewater-harbor-lights'), source: 'Tidewater Records' });

    expect(await listings()).toEqual([
      {
        release_id: album.id,
        source: 'Tidewater Records',
        url: url('/releases/tidewater-harbor-lights'),
        edition: null,
      },
      {
        release_id: album.id,
        source: 'Crate Digger Store',
        url: url('/releases/store-harbor-lights-deluxe'),
        edition: 'Deluxe',
      },
      { release_id: album.id, source: 'Crate Digger Store', url: url('/releases/store-harbour-lights'), edition: null },
      { release_id: album.id, source: 'Bars and Bylines', url: url('/releases/blog-harbor-lights'), edition: null },
      {
        release_id: single.id,
        source: 'Bars and Bylines',
        url: url('/releases/blog-harbor-lights-single'),
        edition: null,
      },
    ]);
    const [identifiers] = await stage.app.dataSource.query(
      `SELECT release_group_mbid, gtin FROM release_listings WHERE url = $1`,
      [url('/releases/tidewater-harbor-lights')],
    );
    expect(identifiers).toEqual({ release_group_mbid: MBID, gtin: '0602445566778' });

    const [listedAlbum, listedSingle] = (await listed()).sort((left, right) => left.id - right.id);
    expect(listedAlbum).toMatchObject({
      id: album.id,
      title: 'Harbor Lights',
      linkUrl: url('/releases/tidewater-harbor-lights'),
      links: [
        { source: 'Tidewater Records', url: url('/releases/tidewater-harbor-lights') },
        { source: 'Crate Digger Store', url: url('/releases/store-harbor-lights-deluxe') },
        { source: 'Crate Digger Store', url: url('/releases/store-harbour-lights') },
        { source: 'Bars and Bylines', url: url('/releases/blog-harbor-lights') },
      ],
      editions: [
        { title: 'Harbor Lights', edition: null },
        { title: 'Harbor Lights (Deluxe Edition)', edition: 'Deluxe' },
      ],
    });
    expect(listedSingle).toMatchObject({
      id: single.id,
      type: 'single',
      links: [{ source: 'Bars and Bylines', url: url('/releases/blog-harbor-lights-single') }],
      editions: [{ title: 'Harbor Lights', edition: null }],
    });
  });

  it('a second scrape of the same feeds adds no release and no listing', async () => {
    const before = { releases: await releases(), listings: await listings() };
    stage.fixtures.conditional = false;
    const run = await stage.runScrape('releases');
    expect(run.result?.message).toBe('Added 0 new releases from 3 sources; 5 already known');
    expect(await releases()).toEqual(before.releases);
    expect(await listings()).toEqual(before.listings);
  });

  it('lets the desk merge two releases and split a listing out, each audited, and a scrape undoes neither', async () => {
    const [album, single] = await releases();
    await stage.admin.post(`/api/admin/releases/${album.id}/merge`, { releaseId: album.id }).expect(400);
    await stage.admin.post(`/api/admin/releases/${album.id}/merge`, { releaseId: 'two' }).expect(400);
    await stage.admin.post(`/api/admin/releases/${album.id}/merge`, { releaseId: 999_999 }).expect(404);
    await stage.admin.post(`/api/admin/releases/999999/merge`, { releaseId: single.id }).expect(404);

    const merged = await stage.admin
      .post(`/api/admin/releases/${album.id}/merge`, { releaseId: single.id })
      .expect(200);
    expect(merged.body.links).toHaveLength(5);
    expect((await releases()).map((row) => row.id)).toEqual([album.id]);

    const desk = await stage.admin.get(`/api/admin/releases/${album.id}`).expect(200);
    const singleListing = desk.body.listings.find(
      (listing: { url: string }) => listing.url === url('/releases/blog-harbor-lights-single'),
    );
    await stage.admin.post(`/api/admin/releases/${album.id}/listings/999999/split`).expect(404);
    await stage.admin.post(`/api/admin/releases/${album.id}/listings/abc/split`).expect(400);
    const split = await stage.admin
      .post(`/api/admin/releases/${album.id}/listings/${singleListing.id}/split`)
      .expect(201);
    expect(split.body).toMatchObject({
      title: 'Harbor Lights',
      linkUrl: url('/releases/blog-harbor-lights-single'),
      links: [{ source: 'Bars and Bylines', url: url('/releases/blog-harbor-lights-single') }],
    });
    // The split-out listing is the only one of its new release: nothing to split it from.
    await stage.admin.post(`/api/admin/releases/${split.body.id}/listings/${singleListing.id}/split`).expect(409);

    const log = await waitFor(
      async () => {
        const entries: { action: string; entityId: string }[] = (
          await stage.admin.get('/api/admin/audit?entity=releases').expect(200)
        ).body.entries;
        return entries.length >= 2 ? entries : null;
      },
      { what: 'the merge and split in the audit log' },
    );
    expect(log.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['split', String(album.id)],
      ['merge', String(album.id)],
    ]);

    const before = { releases: await releases(), listings: await listings() };
    const run = await stage.runScrape('releases');
    expect(run.result?.message).toBe('Added 0 new releases from 3 sources; 5 already known');
    expect(await releases()).toEqual(before.releases);
    expect(await listings()).toEqual(before.listings);
  });
});
