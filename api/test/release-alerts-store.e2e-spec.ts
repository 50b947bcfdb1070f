import { ReleaseAlertsStore } from '../src/modules/release-alerts/release-alerts.store';
import { insertArtist, insertRelease, insertSubscriber } from './support/test-data';
import { useTestApp } from './support/use-test-app';

const HOUR = 3_600_000;

/**
 * The record of new-drop alerts against the real Postgres: a drop is owed to
 * a reader once, an email claims what is owed under its key (a retry gets the
 * same drops), and no second email is claimed within the gap, not even by two
 * jobs racing each other.
 */
describe('release alerts store', () => {
  const t = useTestApp();
  const store = () => t.app.get(ReleaseAlertsStore);

  const setUp = async () => {
    const artist = await insertArtist(t.dataSource, { name: 'Nadia Cross' });
    const other = await insertArtist(t.dataSource, { name: 'Kilo Reyes' });
    const reader = await insertSubscriber(t.dataSource, { email: 'fan@example.com' });
    const releases = [
      await insertRelease(t.dataSource, { artist: 'Nadia Cross', artistId: artist }),
      await insertRelease(t.dataSource, { artist: 'Nadia Cross', artistId: artist }),
      await insertRelease(t.dataSource, { artist: 'Kilo Reyes', artistId: other }),
    ];
    return { artist, other, reader, releases };
  };

  it('owes a release to a reader once, however often it is reported', async () => {
    const { artist, reader, releases } = await setUp();
    expect(await store().owe(releases[0], artist, [reader])).toEqual([reader]);
    expect(await store().owe(releases[0], artist, [reader])).toEqual([]);
    expect(await store().owe(releases[0], artist, [])).toEqual([]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM release_alerts`);
    expect(count).toBe(1);
  });

  it('claims every owed drop for one email, gives a retry the same drops, and holds the next email for the gap', async () => {
    const { artist, reader, releases } = await setUp();
    await store().owe(releases[1], artist, [reader]);
    await store().owe(releases[0], artist, [reader]);

    const first = await store().claim(reader, 'release-alert-1-100', HOUR);
    expect(first).toEqual({
      outcome: 'claimed',
      alerts: [
        { releaseId: releases[0], artistId: artist },
        { releaseId: releases[1], artistId: artist },
      ],
    });
    expect(await store().claim(reader, 'release-alert-1-100', HOUR)).toEqual(first);
    expect(await store().claim(reader, 'release-alert-1-200', HOUR)).toEqual({ outcome: 'nothing' });

    await store().owe(releases[2], artist, [reader]);
    const held = await store().claim(reader, 'release-alert-1-200', HOUR);
    const last = await store().lastEmailedAt(reader);
    expect(held).toEqual({ outcome: 'wait', until: new Date(last!.getTime() + HOUR) });
    // With a gap already over, the drop goes out.
    expect(await store().claim(reader, 'release-alert-1-300', 1)).toMatchObject({ outcome: 'claimed' });
  });

  it('lets only one of two racing jobs claim the drops', async () => {
    const { artist, reader, releases } = await setUp();
    await store().owe(releases[0], artist, [reader]);
    const claims = await Promise.all([
      store().claim(reader, 'release-alert-1-1', HOUR),
      store().claim(reader, 'release-alert-1-2', HOUR),
    ]);
    expect(claims.map((claim) => claim.outcome).sort()).toEqual(['claimed', 'nothing']);
  });

  it('withdraws the drops of artists no longer followed, and every drop when none is', async () => {
    const { artist, other, reader, releases } = await setUp();
    await store().owe(releases[0], artist, [reader]);
    await store().owe(releases[2], other, [reader]);
    await store().withdrawExcept(reader, [artist]);
    expect(await store().claim(reader, 'release-alert-1-1', HOUR)).toEqual({
      outcome: 'claimed',
      alerts: [{ releaseId: releases[0], artistId: artist }],
    });
    await store().owe(releases[1], artist, [reader]);
    await store().withdrawExcept(reader, []);
    expect(await store().claim(reader, 'release-alert-1-2', 1)).toEqual({ outcome: 'nothing' });
    const exported = await store().forSubscription(reader);
    expect(exported.map((row) => [row.releaseId, row.emailedAt !== null, row.withdrawnAt !== null])).toEqual([
      [releases[0], true, false],
      [releases[2], false, true],
      [releases[1], false, true],
    ]);
  });
});
