import * as cheerio from 'cheerio';
import Parser from 'rss-parser';
import { isolatedQueuePrefix, useWorkersPerTest } from '../../../worker/test/support/jobs-harness';
import { signInAdmin } from '../support/admin-session';
import { insertArticle } from '../support/test-data';
import { FRIENDLY_LINKS, HOSTILE_LINKS, hostileMarkdown, runsScript } from '../support/hostile-links';
import { useSmtpApp } from '../support/mail-stage';
import { truncateAll } from '../support/test-database';

jest.setTimeout(120_000);

const PUBLIC_URL = 'https://thecypher.example';

interface AddressFound {
  kind: 'href' | 'src';
  value: string;
}

/** Every link and image address in an HTML fragment, read the way a browser or mail client reads attributes. */
function addressesIn(html: string): AddressFound[] {
  const $ = cheerio.load(html);
  const found: AddressFound[] = [];
  $('[href]').each((_, element) => void found.push({ kind: 'href', value: $(element).attr('href') ?? '' }));
  $('[src]').each((_, element) => void found.push({ kind: 'src', value: $(element).attr('src') ?? '' }));
  return found;
}

/** The matrix rendered in `html`: no address that runs a script, every hostile label kept, every friendly link intact. */
function expectMatrixMadeSafe(html: string) {
  const dangerous = addressesIn(html).filter((address) => runsScript(address.value, address.kind));
  expect(dangerous).toEqual([]);
  const missing = HOSTILE_LINKS.filter((link) => !html.includes(link.label)).map((link) => link.name);
  expect(missing).toEqual([]);
  const kept = addressesIn(html).map((address) => address.value);
  for (const friendly of FRIENDLY_LINKS) expect(kept).toContain(friendly.href);
}

describe('entity-, percent- and whitespace-encoded schemes in emails and feeds', () => {
  const prefix = isolatedQueuePrefix('hostile-links');
  const smtpApp = useSmtpApp(prefix, { PUBLIC_URL });
  const workers = useWorkersPerTest(() => ({ QUEUE_PREFIX: prefix, SMTP_URL: smtpApp.smtp.url, PUBLIC_URL }));

  beforeEach(async () => {
    await truncateAll(smtpApp.t.dataSource);
  });

  it('a newsletter email read back from the SMTP server carries no script address', async () => {
    const admin = await signInAdmin(smtpApp.t);
    const created = await admin
      .post('/api/newsletters', { title: 'Hostile links issue', description: 'Links.', content: hostileMarkdown() })
      .expect(201);
    await workers.start();
    await admin
      .post(`/api/admin/newsletters/${created.body.id}/test`, { emails: ['links-reader@example.com'] })
      .expect(202);

    const mail = await smtpApp.smtp.waitForMail('links-reader@example.com', () => true, 60_000);
    expect(typeof mail.parsed.html).toBe('string');
    expectMatrixMadeSafe(mail.parsed.html as string);
  });

  const publishHostileStory = async () => {
    const id = await insertArticle(smtpApp.t.dataSource, { title: 'Hostile links story' });
    await smtpApp.t.dataSource.query('UPDATE articles SET content = $2 WHERE id = $1', [id, hostileMarkdown()]);
  };

  it('/rss.xml, parsed by a feed reader, carries no script address', async () => {
    await publishHostileStory();
    const response = await smtpApp.t.http().get('/rss.xml').expect(200);
    const feed = await new Parser().parseString(response.text);
    expect(feed.items).toHaveLength(1);
    const html = (feed.items[0] as { 'content:encoded'?: string })['content:encoded'] ?? '';
    expect(html).not.toBe('');
    expectMatrixMadeSafe(html);
  });

  it('/feed.json carries no script address', async () => {
    await publishHostileStory();
    const response = await smtpApp.t.http().get('/feed.json').expect(200);
    const feed = JSON.parse(response.text) as { items: { content_html: string }[] };
    expect(feed.items).toHaveLength(1);
    expectMatrixMadeSafe(feed.items[0].content_html);
  });
});
