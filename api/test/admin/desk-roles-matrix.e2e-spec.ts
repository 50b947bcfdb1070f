import { DESK_ROLES, type DeskRole } from '../../src/shared/domain/desk-roles';
import { adminRoutes, type AdminRoute } from '../support/admin-routes';
import { ensureMember, signInAs } from '../support/desk-members';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';
import { uniqueName } from '../support/test-env';

jest.setTimeout(180_000);

/**
 * The policy, written out independently of the @Allow declarations it checks:
 * the weakest role each admin route admits. Every admin route not listed must
 * need an admin, so a route another branch adds without a declaration is
 * closed to editors and authors, and this spec proves it the day it lands.
 */
const LOWER_THAN_ADMIN: Record<string, DeskRole> = {
  'POST /api/articles': 'author',
  'PATCH /api/articles/:id': 'author',
  'DELETE /api/articles/:id': 'editor',
  'POST /api/artists': 'editor',
  'PATCH /api/artists/:id': 'editor',
  'DELETE /api/artists/:id': 'editor',
  'POST /api/releases': 'editor',
  'PATCH /api/releases/:id': 'editor',
  'DELETE /api/releases/:id': 'editor',
  'POST /api/events': 'editor',
  'PATCH /api/events/:id': 'editor',
  'DELETE /api/events/:id': 'editor',
  'POST /api/admin/scrape/news': 'editor',
  'POST /api/admin/scrape/releases': 'editor',
  'POST /api/admin/spotlight/generate': 'editor',
  // Rebuilding a week's chart is an Automation run like the spotlight; its sources stay the admin's.
  'POST /api/admin/charts/build': 'editor',
  'GET /api/admin/jobs': 'editor',
  'GET /api/admin/jobs/:id': 'editor',
  'GET /api/admin/articles': 'author',
  'GET /api/admin/articles/:id': 'author',
  'GET /api/admin/artists': 'editor',
  'GET /api/admin/artists/:id': 'editor',
  'GET /api/admin/releases': 'editor',
  'GET /api/admin/releases/:id': 'editor',
  'POST /api/admin/releases/:id/merge': 'editor',
  'POST /api/admin/releases/:id/listings/:listingId/split': 'editor',
  'GET /api/admin/events': 'editor',
  'GET /api/admin/events/:id': 'editor',
  'GET /api/admin/review': 'editor',
  'POST /api/admin/review/:id': 'editor',
  'POST /api/admin/uploads': 'author',
  'GET /api/admin/articles/:id/revisions': 'author',
  'GET /api/admin/articles/:id/revisions/:revision': 'author',
  // Moving an article between stories is an edit of it: whoever may edit the article may move it.
  'POST /api/admin/stories/:id/articles': 'author',
  'DELETE /api/admin/stories/:id/articles/:articleId': 'author',
  // The likes and replies a story drew, shown in the editor of its articles to whoever may open it.
  'GET /api/admin/stories/:id/fediverse': 'author',
};

const OWNER_ONLY = [
  // Invitation and reset emails are in the Outbox: reading one opens that member's account.
  'GET /api/admin/outbox',
  'GET /api/admin/outbox/:id',
  'GET /api/admin/team',
  'POST /api/admin/team/invitations',
  'PATCH /api/admin/team/:id',
  'DELETE /api/admin/team/:id',
];

function expectedRole(route: AdminRoute): DeskRole {
  if (OWNER_ONLY.includes(route.key)) return 'owner';
  return LOWER_THAN_ADMIN[route.key] ?? 'admin';
}

/** Concrete addresses: numeric ids for content, a UUID no member has for the team. */
function addressOf(route: AdminRoute): string {
  const id = route.path.startsWith('/api/admin/team') ? '00000000-0000-4000-8000-000000000000' : '999999';
  return route.path.replace(/:id\b/g, id);
}

describe('desk roles × admin routes, over HTTP', () => {
  let app: TestApp;
  let routes: AdminRoute[];
  const cookies = new Map<DeskRole, string[]>();
  const counted = { requests: 0 };

  beforeAll(async () => {
    app = await startTestApp({ QUEUE_PREFIX: uniqueName('cypher-roles') });
    await truncateAll(app.dataSource);
    routes = adminRoutes(app.app);
    for (const role of DESK_ROLES) {
      await ensureMember(app, role);
      cookies.set(role, await signInAs(app, `${role}@desk.test`));
    }
  });

  afterAll(async () => {
    console.log(`role matrix: ${routes?.length ?? 0} admin routes × 5 callers = ${counted.requests} requests`);
    await app?.close();
  });

  it('finds the admin routes in the application itself, team and audit included', () => {
    const keys = routes.map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/articles',
        'DELETE /api/admin/subscribers/:id',
        'GET /api/admin/audit',
        ...OWNER_ONLY,
        ...Object.keys(LOWER_THAN_ADMIN),
      ]),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every admin route with 401 without a session, 403 below its role and neither at or above it', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const required = expectedRole(route);
      const address = addressOf(route);
      const anonymous = await app.http()[route.method](address).send({});
      counted.requests += 1;
      if (anonymous.status !== 401) mismatches.push(`${route.key} anonymous: ${anonymous.status}, expected 401`);
      for (const role of DESK_ROLES) {
        const response = await app.http()[route.method](address).set('Cookie', cookies.get(role)!).send({});
        counted.requests += 1;
        const allowed = DESK_ROLES.indexOf(role) >= DESK_ROLES.indexOf(required);
        if (allowed && (response.status === 401 || response.status === 403)) {
          mismatches.push(`${route.key} as ${role}: ${response.status}, expected it let through (needs ${required})`);
        }
        if (!allowed && response.status !== 403) {
          mismatches.push(`${route.key} as ${role}: ${response.status}, expected 403 (needs ${required})`);
        }
        if (response.status >= 500) mismatches.push(`${route.key} as ${role}: ${response.status}`);
        if (!allowed && response.status === 403) {
          expect(response.body.message).toContain(`needs the ${required} role`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the queue dashboard (outside the Nest router) for admins and the owner', async () => {
    expect((await app.http().get('/admin/queues')).status).toBe(401);
    expect((await app.http().get('/admin/queues').set('Cookie', cookies.get('editor')!)).status).toBe(403);
    expect((await app.http().get('/admin/queues').set('Cookie', cookies.get('admin')!)).status).toBe(200);
  });

  it('stops a removed member at once, session or not', async () => {
    await app.dataSource.query(`UPDATE users SET role = NULL WHERE username = 'editor@desk.test'`);
    const response = await app.http().post('/api/admin/scrape/news').set('Cookie', cookies.get('editor')!);
    expect(response.status).toBe(401);
  });

  it('tells the web the signed-in role', async () => {
    const me = await app.http().get('/api/auth/user').set('Cookie', cookies.get('author')!).expect(200);
    expect(me.body).toEqual(expect.objectContaining({ role: 'author', email: 'author@desk.test' }));
  });
});
