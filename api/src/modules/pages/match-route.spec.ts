import { PUBLIC_ROUTES } from '../../shared/contracts/public-routes';
import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it.each([
    ['/', '/', {}],
    ['/articles', '/articles', {}],
    ['/articles/', '/articles', {}],
    ['/article/12', '/article/:id', { id: '12' }],
    ['/article/abc', '/article/:id', { id: 'abc' }],
    ['/article/12/junie-marz-signs', '/article/:id/:slug', { id: '12', slug: 'junie-marz-signs' }],
    ['/artists/7', '/artists/:id', { id: '7' }],
    ['/newsletter/3', '/newsletter/:id', { id: '3' }],
    ['/Article/%31', '/article/:id', { id: '1' }],
    ['/ARTICLES', '/articles', {}],
    ['/article/%E0%A4%A', '/article/:id', { id: '%E0%A4%A' }],
  ])('%s is the page %s', (path, route, params) => {
    expect(matchRoute(path)).toEqual({
      route: expect.objectContaining({ path: route, rendering: 'server' }),
      params,
    });
  });

  it.each(['/article', '/article/', '/article/1/2/3', '/nope', '/articles/x'])('%s is no page', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it.each([
    '/personalized',
    '/admin',
    '/admin/',
    '/admin/team',
    '/admin/subscribers',
    '/admin/no/such/desk',
    '/admin-dashboard',
    '/subscribe/confirm',
    '/unsubscribe',
    // Not an issue of the newsletter: its own screen, acting on the token in its address.
    '/newsletter/preferences',
    '/privacy',
    '/terms',
    '/terms/anything',
  ])('%s is a screen the browser renders alone', (path) => {
    expect(matchRoute(path)?.route.rendering).toBe('client');
  });

  it.each(['/administrator', '/subscribe', '/termsandconditions', '/personalized-x'])(
    '%s is not a client-rendered screen',
    (path) => {
      expect(matchRoute(path)?.route.rendering).not.toBe('client');
    },
  );

  it('finds every route of the manifest at its own path, parameters filled', () => {
    for (const route of PUBLIC_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, 'x');
      expect({ path, matched: matchRoute(path)?.route.path }).toEqual({ path, matched: route.path });
    }
  });
});
