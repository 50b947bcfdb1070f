import { useSignedInAdmin } from './support/signed-in-admin';

/** The send confirmation: the dialog's count is the send's count, and a send over 1,000 must name it. */
describe('newsletter send confirmation', () => {
  const { post, get, remove, query } = useSignedInAdmin();

  const seed = (
    count: number,
    prefix: string,
    { credit = false, status = 'active', interests = [] as string[] } = {},
  ) =>
    query(
      `INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, interests, status, is_active)
       SELECT $1 || n || '@example.com', 'Reader' || n, 'Test', $2, $3, $4::varchar, $4::varchar IN ('active', 'pending')
       FROM generate_series(1, $5::int) n`,
      [prefix, credit, interests, status, count],
    );

  const newsletter = async () => {
    const created = await post('/api/newsletters', {
      title: 'Confirm me',
      description: 'A send to count first.',
      content: 'Words.',
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };

  it('counts the active subscribers of the segment, as the send does', async () => {
    await seed(3, 'credit', { credit: true, interests: ['Drill'] });
    await seed(2, 'plain');
    await seed(4, 'waiting', { status: 'pending' });
    await seed(1, 'gone', { status: 'unsubscribed' });
    const id = await newsletter();

    const everyone = await get(`/api/admin/newsletters/${id}/recipients`);
    expect(everyone.status).toBe(200);
    expect(everyone.body).toEqual({ segment: {}, count: 5, confirmationRequired: false });

    const credit = await get(`/api/admin/newsletters/${id}/recipients?creditProgram=true`);
    expect(credit.body).toEqual({ segment: { creditProgram: true }, count: 3, confirmationRequired: false });

    const drill = await get(`/api/admin/newsletters/${id}/recipients?creditProgram=false&interests=drill,%20grime`);
    expect(drill.body).toEqual({
      segment: { creditProgram: false, interests: ['drill', 'grime'] },
      count: 0,
      confirmationRequired: false,
    });

    const sent = await post(`/api/admin/newsletters/${id}/send`, { segment: { creditProgram: true } });
    expect(sent.status).toBe(202);
    expect(sent.body.recipients).toBe(credit.body.count);
  });

  it('counts, for a newsletter already sent, only the subscribers it has not reached yet', async () => {
    await seed(4, 'reader');
    const id = await newsletter();
    // Two of them got the first send (the worker's snapshot writes one delivery row each).
    await query(
      `INSERT INTO newsletter_deliveries (newsletter_id, subscription_id)
       SELECT $1, id FROM subscriptions WHERE email IN ('reader1@example.com', 'reader2@example.com')`,
      [id],
    );
    const counted = await get(`/api/admin/newsletters/${id}/recipients`);
    expect(counted.body.count).toBe(2);
    const sent = await post(`/api/admin/newsletters/${id}/send`, {});
    expect(sent.body.recipients).toBe(2);
  });

  it('refuses a bad segment or id with a message naming the field', async () => {
    const id = await newsletter();
    const credit = await get(`/api/admin/newsletters/${id}/recipients?creditProgram=maybe`);
    expect(credit.status).toBe(400);
    expect(credit.body.message).toMatch(/^creditProgram must be true or false/);
    const many = Array.from({ length: 21 }, (_, n) => `i${n}`).join(',');
    const interests = await get(`/api/admin/newsletters/${id}/recipients?interests=${many}`);
    expect(interests.status).toBe(400);
    expect(interests.body.message).toBe('interests holds at most 20 interests');
    expect((await get(`/api/admin/newsletters/${id + 1000}/recipients`)).status).toBe(404);
    expect((await get('/api/admin/newsletters/abc/recipients')).status).toBe(400);
  });

  it('sends to 1,000 without a confirmation, and refuses more than 1,000 unless confirmCount matches', async () => {
    await seed(1_000, 'first');
    const small = await newsletter();
    expect((await post(`/api/admin/newsletters/${small}/send`, {})).status).toBe(202);
    expect((await remove(`/api/admin/newsletters/${small}/send`)).status).toBe(204);

    await seed(1, 'one-more');
    const big = await newsletter();
    const counted = await get(`/api/admin/newsletters/${big}/recipients`);
    expect(counted.body).toEqual({ segment: {}, count: 1_001, confirmationRequired: true });

    const unconfirmed = await post(`/api/admin/newsletters/${big}/send`, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(
      'confirmCount is required: this send reaches 1,001 subscribers (more than 1,000). Send confirmCount: 1001 to confirm it.',
    );
    const stale = await post(`/api/admin/newsletters/${big}/send`, { confirmCount: 1_000 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'confirmCount is 1,000 but this send now reaches 1,001 subscribers. Check the number and confirm again.',
    );
    const notANumber = await post(`/api/admin/newsletters/${big}/send`, { confirmCount: '1001' });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.message).toBe('confirmCount must be a whole number: the number of recipients you confirm');
    const [{ status }] = await query('SELECT status FROM newsletters WHERE id = $1', [big]);
    expect(status).toBe('draft');

    const confirmed = await post(`/api/admin/newsletters/${big}/send`, { confirmCount: 1_001 });
    expect(confirmed.status).toBe(202);
    expect(confirmed.body.recipients).toBe(1_001);
  });
});
