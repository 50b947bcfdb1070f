import { useSignedInDesk } from '../support/signed-in-desk';

jest.setTimeout(120_000);

/** The smallest real PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

describe('POST /api/admin/uploads and GET /media/uploads/:id', () => {
  const [app, author, admin] = useSignedInDesk('cypher-uploads', 'author', 'admin');

  const upload = (body: Buffer, type: string, cookie: string[] = author) =>
    app.http().post('/api/admin/uploads').set('Cookie', cookie).set('Content-Type', type).send(body);

  it('stores a picture with the type read from its bytes and serves it immutable', async () => {
    // Declared as JPEG, the bytes are a PNG: the bytes win.
    const stored = await upload(PNG, 'image/jpeg').expect(201);
    expect(stored.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/media/uploads/${stored.body.id}`,
      contentType: 'image/png',
      byteSize: PNG.length,
    });
    const served = await app.http().get(stored.body.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    const gif = await upload(GIF, 'application/octet-stream', admin).expect(201);
    expect(gif.body.contentType).toBe('image/gif');
  });

  it('refuses bytes that are no accepted picture with 415 and says why', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.7\n1 0 obj'), 'image/png').expect(415);
    expect(pdf.body.message).toMatch(/not a PNG, JPEG, WebP, GIF or AVIF picture/);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'application/octet-stream');
    expect(svg.status).toBe(415);
    const json = await app.http().post('/api/admin/uploads').set('Cookie', author).send({ picture: 'x' });
    expect(json.status).toBe(415);
    const text = await upload(Buffer.from('hello'), 'text/plain').expect(415);
    expect(text.body.message).toMatch(/image\/png/);
    const { rows } = { rows: await app.dataSource.query(`SELECT count(*)::int AS n FROM uploads`) };
    expect(rows[0].n).toBe(2);
  });

  it('refuses an empty body with 400 and a picture over 10 MB with 413', async () => {
    const empty = await app.http().post('/api/admin/uploads').set('Cookie', author).expect(400);
    expect(empty.body.message).toMatch(/Send the picture as the request body/);
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(huge, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.statusCode).toBe(413);
    expect(tooBig.body.message).toBe('A picture may be at most 10 MB.');
  });

  it('takes pictures from the desk only', async () => {
    const anonymous = await app.http().post('/api/admin/uploads').set('Content-Type', 'image/png').send(PNG);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a stranger before reading the body: a picture over the limit is a 401, not a 413', async () => {
    // Were the body read before the session check, 25 MB would be answered 413 (too large) after reading it all.
    const huge = Buffer.concat([PNG, Buffer.alloc(25 * 1024 * 1024)]);
    const started = Date.now();
    const anonymous = await app.http().post('/api/admin/uploads').set('Content-Type', 'image/png').send(huge);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(10_000);
    const { n } = (await app.dataSource.query(`SELECT count(*)::int AS n FROM uploads`))[0] as { n: number };
    const afterwards = await upload(PNG, 'image/png').expect(201);
    expect(afterwards.body.byteSize).toBe(PNG.length);
    const [{ n: after }] = (await app.dataSource.query(`SELECT count(*)::int AS n FROM uploads`)) as { n: number }[];
    expect(after).toBe(n + 1);
  });

  it('answers 404 for a picture that is not there, and for an address that is no id', async () => {
    await app.http().get('/media/uploads/00000000-0000-4000-8000-000000000000').expect(404);
    await app.http().get('/media/uploads/not-an-id').expect(404);
  });
});
