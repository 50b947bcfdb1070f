import { Queue } from 'bullmq';
import sharp from 'sharp';
import { JobName } from '../../api/src/queues/job-names';
import { QueueName } from '../../api/src/queues/queue-names';
import { pictureHash } from '../../api/src/shared/domain/picture-variants';
import { insertArticle, insertArtist, insertRelease } from '../../api/test/support/test-data';
import { waitFor } from '../../api/test/support/worker-process';
import { testRedisConnection } from './support/jobs-harness';
import { PictureServer } from './support/picture-server';
import { useWorkerStage } from './support/worker-stage';

jest.setTimeout(180_000);

type PictureRow = { hash: string; status: string; reason: string | null; width: number | null };

/**
 * Stories, artists and releases naming remote pictures: the worker fetches
 * each once through the address guard, keeps its variants in Postgres, and
 * the API serves them from /media with immutable caching and strong ETags.
 * Hostile pictures are refused, and their addresses stay 404 so the pages
 * show the item's artwork.
 */
describe('pictures: fetched once, every width and format, served from our origin', () => {
  let pictures: PictureServer;
  const stage = useWorkerStage('pictures', {
    prepare: async () => {
      pictures = await PictureServer.start();
    },
  });
  afterAll(() => pictures?.close());

  const rowOf = async (address: string): Promise<PictureRow | undefined> => {
    const [row] = await stage.app.dataSource.query('SELECT hash, status, reason, width FROM pictures WHERE hash = $1', [
      pictureHash(address),
    ]);
    return row;
  };
  const settled = (address: string, status = 'ready') =>
    waitFor(async () => ((await rowOf(address))?.status === status ? rowOf(address) : undefined), {
      timeoutMs: 90_000,
      what: `${address} to be ${status}`,
    });
  const media = (address: string, width: number, format: string) =>
    stage.app.http().get(`/media/${pictureHash(address)}-${width}.${format}`);

  it('a story written by an admin gets its picture in every width and format, never wider than the original', async () => {
    await stage.startWorker();
    const photo = pictures.url('/photo.jpg');
    const created = await stage.admin.post('/api/articles', {
      title: 'A photo from the outlet',
      excerpt: 'With a picture.',
      content: 'Body.',
      category: 'CULTURE',
      imageUrl: photo,
    });
    expect(created.status).toBe(201);
    expect((await settled(photo))?.width).toBe(1600);

    const avif = await media(photo, 640, 'avif');
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect((await sharp(avif.body as Buffer).metadata()).width).toBe(640);

    // A width the original cannot fill answers the original's own width: never upscaled.
    const widest = await media(photo, 1920, 'webp');
    expect(widest.headers['content-type']).toBe('image/webp');
    expect((await sharp(widest.body as Buffer).metadata()).width).toBe(1600);
    const email = await media(photo, 600, 'jpg');
    expect(email.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(email.body as Buffer).metadata()).width).toBe(600);
    // WebP and JPEG are made by the API on their first request and kept: the next answer is the same file.
    expect((await media(photo, 1920, 'webp')).headers.etag).toBe(widest.headers.etag);
    expect((await media(photo, 600, 'jpg')).headers.etag).toBe(email.headers.etag);

    // The strong ETag answers a revalidation with 304 and no body.
    const again = await media(photo, 640, 'avif').set('If-None-Match', avif.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(avif.headers.etag);

    expect(pictures.count('/photo.jpg')).toBe(1);
  });

  it("a picture inside a story's body is kept too, so the page can show ours instead of the outlet's", async () => {
    // The worker the first test started keeps running.
    const inline = pictures.url('/small.jpg');
    const created = await stage.admin.post('/api/articles', {
      title: 'A story with a picture in its body',
      excerpt: 'Read on.',
      content: `Before.\n\n![The crowd at the show](${inline})\n\nAfter.`,
      category: 'CULTURE',
    });
    expect(created.status).toBe(201);
    expect((await settled(inline))?.status).toBe('ready');
    expect((await media(inline, 320, 'avif')).status).toBe(200);
  });

  it('a portrait is cut around where the eye falls, not around the middle', async () => {
    // The worker the first test started keeps running.
    const portrait = pictures.url('/subject-right.jpg');
    await insertArtist(stage.app.dataSource, { name: 'Edge Of Frame', imageUrl: portrait });
    expect((await settled(portrait))?.status).toBe('ready');
    const [focus] = await stage.app.dataSource.query('SELECT focus_x, focus_y FROM pictures WHERE hash = $1', [
      pictureHash(portrait),
    ]);
    expect(focus.focus_x).toBeGreaterThan(0.7);
    // The worker made the 16:9 AVIF cuts a phone fetches first; the square is made on its first request.
    const made: { crop: string; width: number; height: number }[] = await stage.app.dataSource.query(
      'SELECT crop, width, height FROM picture_variants WHERE hash = $1 ORDER BY width',
      [pictureHash(portrait)],
    );
    expect(made.map((variant) => `${variant.crop}-${variant.width}`)).toEqual(['16x9-320', '16x9-640']);
    // A wider 16:9 AVIF (a 3x phone's, a laptop's) is made on its first request, as the worker would have made it.
    const wide = await stage.app.http().get(`/media/${pictureHash(portrait)}-1280-16x9.avif`);
    expect(wide.status).toBe(200);
    expect(wide.headers['content-type']).toBe('image/avif');
    expect(await sharp(wide.body as Buffer).metadata()).toMatchObject({ format: 'heif', width: 1067, height: 600 });
    const square = await stage.app.http().get(`/media/${pictureHash(portrait)}-320-1x1.jpg`);
    expect(square.status).toBe(200);
    const { data, info } = await sharp(square.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 320]);
    let reddest = 0;
    for (let at = 0; at < data.length; at += info.channels) reddest = Math.max(reddest, data[at] - data[at + 1]);
    // The red disc near the right edge is in the square; a square from the middle would be grey throughout.
    expect(reddest).toBeGreaterThan(150);
  });

  it('a picture kept before focal points gets one with its first cut, and keeps it for the next', async () => {
    // The portrait of the test above, as a picture kept before the worker found focal points.
    const hash = pictureHash(pictures.url('/subject-right.jpg'));
    await stage.app.dataSource.query('UPDATE pictures SET focus_x = NULL, focus_y = NULL WHERE hash = $1', [hash]);
    const wide = await stage.app.http().get(`/media/${hash}-320-3x2.jpg`);
    expect(wide.status).toBe(200);
    const [focus] = await stage.app.dataSource.query('SELECT focus_x, focus_y FROM pictures WHERE hash = $1', [hash]);
    expect(focus.focus_x).toBeGreaterThan(0.7);
    expect(focus.focus_y).not.toBeNull();
  });

  it('processing is idempotent: the job run again fetches nothing and changes nothing', async () => {
    const photo = pictures.url('/photo.jpg');
    const before = await media(photo, 960, 'avif');
    const queue = new Queue(QueueName.Pictures, { connection: testRedisConnection(), prefix: stage.prefix });
    try {
      const job = await queue.add(JobName.ProcessPicture, { sourceUrl: photo }, { jobId: 'picture-again' });
      await waitFor(async () => (await job.isCompleted()) || undefined, { what: 'the repeated job' });
      const done = await queue.getJob('picture-again');
      expect(done?.returnvalue).toMatchObject({ changed: false });
    } finally {
      await queue.close();
    }
    expect(pictures.count('/photo.jpg')).toBe(1);
    expect((await media(photo, 960, 'avif')).headers.etag).toBe(before.headers.etag);
  });

  it('refuses hostile pictures, each with its reason, and never serves them', async () => {
    const hostile = {
      bomb: pictures.url('/bomb.png'),
      html: pictures.url('/page.jpg'),
      redirect: pictures.url('/to-private.jpg'),
      huge: pictures.url('/huge.jpg'),
      hugeDeclared: pictures.url('/huge-declared.jpg'),
    };
    await insertArticle(stage.app.dataSource, { title: 'A bomb', imageUrl: hostile.bomb });
    await insertArtist(stage.app.dataSource, {
      name: 'Page Turner',
      genre: 'Hip Hop',
      description: 'x',
      imageUrl: hostile.html,
    });
    await insertRelease(stage.app.dataSource, { title: 'Redirected', imageUrl: hostile.redirect });
    await insertArticle(stage.app.dataSource, { title: 'Huge', imageUrl: hostile.huge });
    await insertArticle(stage.app.dataSource, { title: 'Huge, and says so', imageUrl: hostile.hugeDeclared });

    expect((await settled(hostile.bomb, 'refused'))?.reason).toMatch(/refused: .*pixel/);
    expect((await settled(hostile.html, 'refused'))?.reason).toBe(
      'refused: not a picture (the bytes are no PNG, JPEG, GIF, WebP or AVIF)',
    );
    expect((await settled(hostile.redirect, 'refused'))?.reason).toBe(
      'refused: resolves to a private address (10.0.0.1)',
    );
    expect((await settled(hostile.huge, 'refused'))?.reason).toMatch(/^refused: too large \(more than 15728640 bytes/);
    expect((await settled(hostile.hugeDeclared, 'refused'))?.reason).toMatch(/^refused: too large \(41943040 bytes/);

    for (const address of Object.values(hostile)) {
      for (const format of ['avif', 'webp', 'jpg']) {
        const answer = await media(address, 640, format);
        expect(answer.status).toBe(404);
        expect(answer.headers['cache-control']).toBe('public, max-age=60');
      }
    }
    // The worker hung up on the 40 MB body soon after the cap (what was in flight aside).
    const streamed = pictures.requests.find((request) => request.path === '/huge.jpg');
    expect(streamed?.bytesSent).toBeLessThan(30 * 1024 * 1024);
    // A refusal is final: one request each, no retries.
    expect(pictures.count('/bomb.png')).toBe(1);
    expect(pictures.count('/page.jpg')).toBe(1);
  });

  it('an outlet that fails for a moment is tried again with backoff', async () => {
    const flaky = pictures.url('/flaky.jpg');
    await insertArticle(stage.app.dataSource, { title: 'Flaky', imageUrl: flaky });
    await settled(flaky);
    expect(pictures.count('/flaky.jpg')).toBe(2);
    expect((await media(flaky, 320, 'webp')).status).toBe(200);
  });

  it('the CSP lets pages show pictures from our own origin only', async () => {
    const answer = await stage.app.http().get('/api/health');
    expect(answer.headers['content-security-policy']).toContain("img-src 'self' data:;");
  });
});
