import { currentIsoWeek } from '../../src/shared/domain/iso-week';
import { useSignedInAdmin } from '../support/signed-in-admin';

describe('admin dashboard data', () => {
  const { get, query } = useSignedInAdmin();

  async function seedSubscribers() {
    await query(`
      INSERT INTO subscriptions (email, first_name, last_name, phone_number, credit_program_participation, created_at) VALUES
        ('old@example.com', 'Old', 'Timer', NULL, false, now() - interval '3 days'),
        ('mid@example.com', 'Mid', 'Way', '555-0101', true, now() - interval '2 days'),
        ('new@example.com', '=cmd|calc', 'Smith, Jr.', '+1 555 0102', true, now() - interval '1 hour')`);
  }

  /** The subscribers CSV, its body read whole as text (supertest parses no text/csv body by itself). */
  const downloadSubscribersCsv = () =>
    get('/api/admin/subscribers.csv')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });

  it('GET /api/admin/stats counts subscribers, the credit program split and visitors of the last 24 h', async () => {
    const empty = await get('/api/admin/stats');
    expect(empty.body).toMatchObject({
      totalSubscribers: 0,
      dailyVisitors: 0,
      creditProgramYes: 0,
      creditProgramNo: 0,
    });

    await seedSubscribers();
    await query(`
      INSERT INTO visitor_sessions (session_id, first_seen_at, last_seen_at, page_views) VALUES
        ('session-1-a', now() - interval '2 days', now() - interval '1 hour', 3),
        ('session-2-b', now() - interval '5 hours', now() - interval '5 hours', 1),
        ('session-3-c', now() - interval '3 days', now() - interval '25 hours', 7)`);
    expect((await get('/api/admin/stats').expect(200)).body).toEqual({
      totalSubscribers: 3,
      dailyVisitors: 2,
      creditProgramYes: 2,
      creditProgramNo: 1,
      lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      pendingSubscribers: 0,
      unsubscribed: 0,
    });
  });

  it('GET /api/admin/subscribers lists subscribers newest first in the spec shape', async () => {
    await seedSubscribers();
    const response = await get('/api/admin/subscribers');
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body.map((s: { email: string }) => s.email)).toEqual([
      'new@example.com',
      'mid@example.com',
      'old@example.com',
    ]);
    expect(Object.keys(response.body[0]).sort()).toEqual(
      [
        'creditProgramParticipation',
        'email',
        'firstName',
        'id',
        'lastName',
        'phoneNumber',
        'subscribedAt',
        'status',
        'confirmedAt',
        'newsletterConsent',
      ].sort(),
    );
    expect(response.body[1]).toMatchObject({
      firstName: 'Mid',
      creditProgramParticipation: true,
      phoneNumber: '555-0101',
    });
    const paged = await get('/api/admin/subscribers?limit=1&offset=1');
    expect(paged.body.map((s: { email: string }) => s.email)).toEqual(['mid@example.com']);
    expect((await get('/api/admin/subscribers?limit=0')).status).toBe(400);
  });

  it('GET /api/admin/subscribers.csv downloads every subscriber as CSV, formulas defused', async () => {
    await seedSubscribers();
    const response = await downloadSubscribersCsv();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (response.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,firstName,lastName,email,creditProgramParticipation,phoneNumber,subscribedAt,status,confirmedAt',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^3,'=cmd\|calc,"Smith, Jr\.",new@example\.com,true,'\+1 555 0102,\d{4}-/);
    expect(lines[3]).toMatch(/^1,Old,Timer,old@example\.com,false,,/);
  });

  it('streams a CSV larger than one batch completely', async () => {
    await query(`
      INSERT INTO subscriptions (email, first_name, last_name, credit_program_participation, created_at)
      SELECT 'user' || n || '@example.com', 'First' || n, 'Last', n % 2 = 0, now() - (n || ' minutes')::interval
      FROM generate_series(1, 2500) AS n`);
    const response = await downloadSubscribersCsv();
    const lines = (response.body as string).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2501);
    const emails = new Set(lines.slice(1).map((line) => line.split(',')[3]));
    expect(emails.size).toBe(2500);
    expect(lines[1].split(',')[3]).toBe('user1@example.com');
  });

  it('GET /api/admin/overview counts the five cards and reports platform health', async () => {
    const week = currentIsoWeek();
    await query(
      `
      INSERT INTO articles (title, excerpt, content, category) VALUES ('A', 'E', 'C', 'CULTURE'), ('B', 'E', 'C', 'REVIEW');
      INSERT INTO artists (name, genre, description, spotlight_week, is_spotlighted) VALUES
        ('Now1', 'G', 'D', $1, true), ('Now2', 'G', 'D', $1, true), ('Before', 'G', 'D', '2001-W01', true), ('Never', 'G', 'D', NULL, false);
      INSERT INTO releases (title, artist, link_url, source, type, release_date) VALUES
        ('Fresh', 'A', 'https://x.example/1', 'manual', 'single', now() - interval '2 days'),
        ('Stale', 'A', 'https://x.example/2', 'manual', 'album', now() - interval '90 days');
      INSERT INTO events (title, location, artists, event_date) VALUES
        ('Soon', 'L', 'A', now() + interval '3 days'), ('Later', 'L', 'A', now() + interval '30 days'), ('Past', 'L', 'A', now() - interval '1 day');
      INSERT INTO newsletters (title, description, content) VALUES ('N', 'D', 'C');
    `.replace(/\$1/g, `'${week}'`),
    );
    expect((await get('/api/admin/overview').expect(200)).body).toEqual({
      totalArticles: 2,
      featuredArtists: 2,
      newReleases: 1,
      upcomingEvents: 2,
      newsletters: 1,
      week,
      platform: { status: 'ok', database: 'up', queue: 'up' },
    });
  });
});
