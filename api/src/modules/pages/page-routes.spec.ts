import { matchPage } from './page-routes';

describe('matchPage', () => {
  it.each([
    ['/', '/', {}],
    ['/articles', '/articles', {}],
    ['/articles/', '/articles', {}],
    ['/article/12', '/article/:id', { id: '12' }],
    ['/article/abc', '/article/:id', { id: 'abc' }],
    ['/artists/7', '/artists/:id', { id: '7' }],
    ['/newsletter/3', '/newsletter/:id', { id: '3' }],
    ['/Article/%31', '/article/:id', { id: '1' }],
    ['/ARTICLES', '/articles', {}],
    ['/article/%E0%A4%A', '/article/:id', { id: '%E0%A4%A' }],
  ])('%s is the page %s', (path, route, params) => {
    expect(matchPage(path)).toEqual({ route: expect.objectContaining({ path: route }), params });
  });

  it.each(['/article', '/article/', '/article/1/2', '/nope', '/articles/x'])('%s is no page', (path) => {
    expect(matchPage(path)).toBeNull();
  });
});
