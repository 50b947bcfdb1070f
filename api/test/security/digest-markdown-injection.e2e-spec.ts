import * as cheerio from 'cheerio';
import { isolatedQueuePrefix, waitForJobEnd } from '../../../worker/test/support/jobs-harness';
import { loginAsAdmin } from '../support/admin-session';
import { insertArticle, insertRelease } from '../support/test-data';
import { useMailStage } from '../support/mail-stage';

jest.setTimeout(120_000);

const PUBLIC_URL = 'https://thecypher.example';
const WEEK = '2026-W20'; // Monday 11 May to Sunday 17 May 2026
const HOSTILE_TITLE = 'Hot [click](https://evil.example) ![x](https://track.example/p.gif)';

/**
 * Story titles, excerpts and release fields come from scraped feeds; the weekly
 * digest writes them into markdown that goes to every subscriber. Written as
 * text, they may not add a link, an autolink or a tracking image to the email.
 */
describe('the weekly digest writes scraped values into its markdown as text', () => {
  const prefix = isolatedQueuePrefix('digest-injection');
  const stage = useMailStage(prefix, {
    appEnv: { PUBLIC_URL },
    workerEnv: { PUBLIC_URL },
    truncateFirst: true,
    stopWith: 'SIGKILL',
  });

  it('a hostile story title and release add no link or image to the digest email', async () => {
    const cookies = await loginAsAdmin(stage.t);
    await insertArticle(stage.t.dataSource, {
      title: HOSTILE_TITLE,
      excerpt: 'More at https://evil.example/more, www.evil.example and tips@evil.example <https://evil.example/auto>',
      publishedAt: new Date('2026-05-12T10:00:00Z'),
    });
    await insertRelease(stage.t.dataSource, {
      title: 'Drop ![y](https://track.example/r.gif)',
      artist: 'Lark [me](https://evil.example/artist)',
      linkUrl: 'https://music.example/a) ![stage.t](https://track.example/q.gif',
      releaseDate: new Date('2026-05-13T00:00:00Z'),
    });
    await insertRelease(stage.t.dataSource, {
      title: 'Scripted drop',
      artist: 'Cisco Verde',
      linkUrl: '&#106;avascript:alert(1)',
      releaseDate: new Date('2026-05-14T00:00:00Z'),
    });

    const accepted = await stage.t
      .http()
      .post('/api/admin/newsletters/digest')
      .set('Cookie', cookies)
      .send({ week: WEEK })
      .expect(202);
    expect((await waitForJobEnd(stage.t, cookies, accepted.body.jobId)).state).toBe('completed');
    const [digest] = await stage.t.dataSource.query(`SELECT id FROM newsletters WHERE digest_week = $1`, [WEEK]);
    await stage.t
      .http()
      .post(`/api/admin/newsletters/${digest.id}/test`)
      .set('Cookie', cookies)
      .send({ emails: ['digest-reader@example.com'] })
      .expect(202);

    const mail = await stage.smtp.waitForMail('digest-reader@example.com', () => true, 60_000);
    const $ = cheerio.load(mail.parsed.html as string);
    const images = $('img')
      .toArray()
      .map((element) => $(element).attr('src') ?? '');
    expect(images.filter((src) => src.includes('track.example'))).toEqual([]);
    const links = $('a[href]')
      .toArray()
      .map((element) => $(element).attr('href') ?? '');
    expect(links.filter((href) => /evil\.example|javascript/i.test(href))).toEqual([]);
    // The values are still there, as text a reader can see.
    const text = $.root().text();
    expect(text).toContain(HOSTILE_TITLE);
    expect(text).toContain('Drop ![y](https://track.example/r.gif)');
    expect(text).toContain('Scripted drop');
    // The safe release link stays one link: its address is not cut short by what it holds.
    expect(links.filter((href) => href.startsWith('https://music.example/a') && href.endsWith('q.gif'))).toHaveLength(
      1,
    );
  });
});
