import { SubscriberLinks } from '../../api/src/modules/subscriptions/links/subscriber-links';
import { QueueName } from '../../api/src/queues/queue-names';
import { rawHeader, ReceivedMail, SmtpTestServer, startSmtpTestServer } from '../../api/test/support/smtp-test-server';
import { insertArtist, insertSubscriber } from '../../api/test/support/test-data';
import { waitFor } from '../../api/test/support/worker-process';
import { waitForQueueIdle } from './support/jobs-harness';
import { useWorkerStage } from './support/worker-stage';

jest.setTimeout(180_000);

/**
 * Short timings so a spec can watch them: a first alert waits 20 to 40 s for
 * the other drops of its scrape (the scrape of three local feeds takes a few
 * seconds, more on a busy machine), and two alert emails to one reader are at
 * least 15 s apart.
 */
const GATHER_MS = 20_000;
const GAP_MS = 15_000;

type Reader = 'fan' | 'quiet' | 'pending' | 'leaver' | 'switchedOff' | 'elsewhere';
const ADDRESS: Record<Reader, string> = {
  fan: 'fan@example.com',
  quiet: 'quiet@example.com',
  pending: 'pending@example.com',
  leaver: 'leaver@example.com',
  switchedOff: 'switched-off@example.com',
  elsewhere: 'elsewhere@example.com',
};

interface AlertRow {
  subscription_id: number;
  release_id: number;
  email_key: string | null;
  emailed_at: Date | null;
  withdrawn_at: Date | null;
}

/**
 * New-drop alerts end to end: the release scraper reads one album from three
 * sources (a label, a store and a blog, the deluxe edition among them) and a
 * single, a real worker owes each release to the readers who follow the
 * artist with alerts on and sends through a real SMTP server, read back with
 * mailparser.
 */
describe('new-drop alerts: one email per release for each follower with alerts on', () => {
  const stage = useWorkerStage('release-alerts', {
    sources: {
      kind: 'releases',
      urls: (fixtures) => [
        fixtures.url('/feeds/releases/groups/label.atom.xml'),
        fixtures.url('/feeds/releases/groups/store.rss.xml'),
        fixtures.url('/feeds/releases/groups/blog.rss.xml'),
      ],
    },
  });
  let smtp: SmtpTestServer;
  const readers = {} as Record<Reader, number>;
  let nadia = 0;

  const url = (path: string) => stage.fixtures.url(path);
  const mailsTo = (reader: Reader): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(ADDRESS[reader]));
  const alertRows = (): Promise<AlertRow[]> =>
    stage.app.dataSource.query(
      `SELECT subscription_id, release_id, email_key, emailed_at, withdrawn_at FROM release_alerts ORDER BY id`,
    );
  /** Saves a reader's choices through the preferences page's own route, with the token its emails carry. */
  const choose = async (reader: Reader, follows: number[], alerts: boolean) => {
    const links = stage.app.app.get(SubscriberLinks);
    const token = new URL(links.preferencesPage(readers[reader])).searchParams.get('token')!;
    await stage.app
      .http()
      .put('/api/subscriptions/preferences')
      .query({ token })
      .send({ follows, categories: [], alerts })
      .expect(200);
  };
  const deskRelease = (title: string, slug: string) =>
    stage.admin
      .post('/api/releases', {
        title,
        artist: 'Nadia Cross',
        linkUrl: url(`/releases/${slug}`),
        type: 'single',
        imageUrl: url(`/covers/${slug}.jpg`),
      })
      .expect(201);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const sql = stage.app.dataSource;
    nadia = await insertArtist(sql, { name: 'Nadia Cross' });
    const kilo = await insertArtist(sql, { name: 'Kilo Reyes' });
    for (const reader of Object.keys(ADDRESS) as Reader[]) {
      readers[reader] = await insertSubscriber(sql, {
        email: ADDRESS[reader],
        status: reader === 'pending' ? 'pending' : 'active',
      });
    }
    await choose('fan', [nadia], true);
    await choose('quiet', [nadia], false);
    await choose('pending', [nadia], true);
    await choose('elsewhere', [kilo], true);
    // Both followed with alerts on, then changed their minds before anything dropped.
    await choose('leaver', [nadia], true);
    await choose('leaver', [kilo], true);
    await choose('switchedOff', [nadia], true);
    await choose('switchedOff', [nadia], false);
    await stage.startWorker({
      SMTP_URL: smtp.url,
      PUBLIC_URL: stage.app.url,
      RELEASE_ALERT_GATHER_MS: String(GATHER_MS),
      RELEASE_ALERT_GAP_MS: String(GAP_MS),
    });
  });

  afterAll(async () => {
    await stage.worker?.stop();
    await smtp?.close();
  });

  it('sends one email for the album three sources list and the single, and nothing more after a second scrape', async () => {
    const run = await stage.runScrape('releases');
    expect(run.result?.message).toBe(
      'Added 2 new releases from 3 sources; 3 new links to known releases; 0 already known',
    );

    const mail = await smtp.waitForMail(ADDRESS.fan, undefined, 90_000);
    expect(mail.parsed.subject).toBe('2 new drops: Harbor Lights by Nadia Cross and 1 more');
    const text = mail.parsed.text ?? '';
    const html = String(mail.parsed.html);
    for (const link of [
      '/releases/tidewater-harbor-lights',
      '/releases/store-harbor-lights-deluxe',
      '/releases/store-harbour-lights',
      '/releases/blog-harbor-lights',
      '/releases/blog-harbor-lights-single',
    ]) {
      expect(html).toContain(`href="${url(link)}"`);
    }
    expect(text).toContain('Editions: Harbor Lights · Harbor Lights (Deluxe Edition)');
    expect(html).toContain('alt="Cover of Harbor Lights by Nadia Cross"');
    expect(text).toContain('Why you get this: you follow Nadia Cross');
    expect(text).toContain('You get at most one alert email every 15 seconds;');
    expect(text).toContain(`${stage.app.url}/newsletter/preferences?token=`);
    expect(text).toContain(`${stage.app.url}/unsubscribe?token=`);
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/.+\?token=.+>$/);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    stage.fixtures.conditional = false;
    const again = await stage.runScrape('releases');
    expect(again.result?.message).toBe('Added 0 new releases from 3 sources; 5 already known');
    await waitForQueueIdle(QueueName.Email, stage.prefix, 60_000);

    // One email, to the one reader who follows the artist, is confirmed and has alerts on.
    expect(smtp.received.map((received) => received.to)).toEqual([[ADDRESS.fan]]);
    const rows = await alertRows();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.subscription_id))).toEqual(new Set([readers.fan]));
    expect(new Set(rows.map((row) => row.email_key)).size).toBe(1);
  });

  it('gathers two drops landing within the gap into one email, no sooner than the gap after the last', async () => {
    await deskRelease('Low Tide', 'desk-low-tide');
    await deskRelease('Night Ferry', 'desk-night-ferry');

    const second = await smtp.waitForMail(
      ADDRESS.fan,
      (mail) => mail.parsed.subject !== mailsTo('fan')[0].parsed.subject,
      90_000,
    );
    expect(second.parsed.subject).toBe('2 new drops: Low Tide by Nadia Cross and 1 more');
    const html = String(second.parsed.html);
    expect(html).toContain('alt="Cover of Night Ferry by Nadia Cross"');
    // Never the label's own address (the reader's mail client would ask it): our variant once kept, else the artwork.
    expect(html).not.toContain(url('/covers/desk-low-tide.jpg'));
    expect(html).toMatch(/src="[^"]*(\/media\/[0-9a-f]{32}-600\.jpg|\/api\/art\/releases\/\d+\/cover\.svg[^"]*)"/);
    expect(html).toContain(`href="${url('/releases/desk-night-ferry')}"`);
    await waitForQueueIdle(QueueName.Email, stage.prefix, 60_000);

    expect(mailsTo('fan')).toHaveLength(2);
    expect(smtp.received).toHaveLength(2);
    const emailed = [...new Set((await alertRows()).map((row) => row.emailed_at!.getTime()))].sort();
    expect(emailed).toHaveLength(2);
    expect(emailed[1] - emailed[0]).toBeGreaterThanOrEqual(GAP_MS);
  });

  it('sends nothing for a drop owed to a reader who unfollows before their email is due', async () => {
    const { body } = await deskRelease('Last Call', 'desk-last-call');
    await waitFor(
      async () => (await alertRows()).find((row) => row.release_id === body.id && row.withdrawn_at === null),
      { timeoutMs: 30_000, what: 'the new drop to be owed to the fan' },
    );
    await choose('fan', [], true);

    await waitFor(
      async () => {
        const rows = (await alertRows()).filter((row) => row.release_id === body.id);
        return rows.length === 1 && rows[0].withdrawn_at !== null ? rows : null;
      },
      { timeoutMs: 90_000, what: 'the owed alert to be withdrawn' },
    );
    await waitForQueueIdle(QueueName.Email, stage.prefix, 60_000);
    expect(smtp.received).toHaveLength(2);
    const [row] = (await alertRows()).filter((alert) => alert.release_id === body.id);
    expect(row).toMatchObject({ subscription_id: readers.fan, email_key: null, emailed_at: null });

    // Following again brings no old drop back: the next scrape finds nothing new to alert.
    await choose('fan', [nadia], true);
    const run = await stage.runScrape('releases');
    expect(run.result?.message).toBe('Added 0 new releases from 3 sources; 5 already known');
    await waitForQueueIdle(QueueName.Email, stage.prefix, 60_000);
    expect(smtp.received).toHaveLength(2);

    // The reader's access export says what was owed to them and what became of it.
    const exported = await stage.admin.get(`/api/admin/subscribers/${readers.fan}/export`).expect(200);
    const alerts: { releaseId: number; emailedAt: string | null; withdrawnAt: string | null }[] =
      exported.body.releaseAlerts;
    expect(alerts).toHaveLength(5);
    expect(alerts.filter((alert) => alert.emailedAt !== null)).toHaveLength(4);
    expect(alerts.find((alert) => alert.releaseId === body.id)).toMatchObject({ emailedAt: null });
    expect(alerts.find((alert) => alert.releaseId === body.id)?.withdrawnAt).toEqual(expect.any(String));
  });
});
