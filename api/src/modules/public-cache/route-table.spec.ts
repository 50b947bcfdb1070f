import { compile, RouteTable } from './route-table';

describe('RouteTable', () => {
  const table = new RouteTable<string | null>([
    { path: '/api/articles', value: 'articles' },
    { path: '/api/articles/:id', value: 'article' },
    { path: '/api/artists/spotlight', value: 'spotlight' },
    { path: '/api/artists/:id', value: 'artist' },
    { path: '/api/health', value: null },
    { path: '/api/admin/subscribers.csv', value: null },
  ]);

  it.each([
    ['/api/articles', 'articles'],
    ['/api/articles/', 'articles'],
    ['/api/articles/42', 'article'],
    ['/api/articles/42/', 'article'],
    ['/api/artists/spotlight', 'spotlight'],
    ['/api/artists/7', 'artist'],
    ['/api/health', null],
    ['/api/admin/subscribers.csv', null],
  ])('%s -> %p', (path, expected) => {
    expect(table.match(path)).toBe(expected);
  });

  it.each(['/api/articles/42/comments', '/api/articlesx', '/api', '/', '/api/admin/subscribersxcsv', '/api/artists//'])(
    'knows nothing of %s',
    (path) => {
      expect(table.match(path)).toBeUndefined();
    },
  );

  it('lets the first route declared win, as express does', () => {
    const parameterFirst = new RouteTable([
      { path: '/api/artists/:id', value: 'artist' },
      { path: '/api/artists/spotlight', value: 'spotlight' },
    ]);
    expect(parameterFirst.match('/api/artists/spotlight')).toBe('artist');
    const twice = new RouteTable([
      { path: '/api/a', value: 'first' },
      { path: '/api/a', value: 'second' },
    ]);
    expect(twice.match('/api/a')).toBe('first');
  });

  it('refuses path syntax it cannot match faithfully', () => {
    expect(compile('/api/articles')).toBeNull();
    expect(compile('/api/articles/:id')?.test('/api/articles/1')).toBe(true);
    for (const path of ['/api/files/*path', '/api/a{/:b}', '/api/:id.json', '/api/a b']) {
      expect(() => compile(path)).toThrow(/cannot match the route path/);
    }
  });
});
