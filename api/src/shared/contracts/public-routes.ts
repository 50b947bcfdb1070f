import { currentIsoWeek } from '../domain/iso-week';
import { ARTIST_STORY_TABLES, upcomingClockKey } from './artist-story-tables';
import type { ContentTable } from './content-tables';

/** A screen the server renders: the response cache keeps its page while these tables keep their versions. */
interface ServerRenderedRoute {
  path: string;
  /** The web module whose default export is the screen, as Vite's build manifest names it. */
  screen: string;
  rendering: 'server';
  /** Its page file, api/src/modules/pages/routes/<page>.page.ts: how the server reads it and what its head says. */
  page: string;
  tables: readonly ContentTable[];
  /** A part of the cache key beside the address, when the page changes with the clock and not only with its tables. */
  keySuffix?: () => string;
}

/**
 * A screen the browser renders alone: per reader, behind a sign-in, or acting on a token in its address.
 * Any deeper address under it is its too (the screen reads it or says it is not found).
 */
interface ClientRenderedRoute {
  path: string;
  screen: string;
  rendering: 'client';
}

export type PublicRoute = ServerRenderedRoute | ClientRenderedRoute;

/** The home screen: part of the first load, the only one that is not a lazy chunk. */
export const HOME_SCREEN = 'src/features/home/components/home-page.tsx';

/** The screen of any address no route names. */
export const NOT_FOUND_SCREEN = 'src/features/not-found/not-found-page.tsx';

/**
 * Every screen of the site by its address, in the order the router tries them.
 * The web router, the server's page matching, the list of client-rendered
 * addresses and the chunks a page preloads are all read from here; a
 * server-rendered route also names its page file in api/src/modules/pages/routes/.
 * Route parameters are handed to the screen as props of the same names.
 */
export const PUBLIC_ROUTES = [
  {
    path: '/',
    page: 'home',
    screen: HOME_SCREEN,
    rendering: 'server',
    tables: ['articles', 'artists', 'artist_spotlights', 'releases', 'release_listings', 'events', 'newsletters'],
    // The spotlight shown is the current ISO week's: a new week is a new page.
    keySuffix: currentIsoWeek,
  },
  {
    path: '/articles',
    page: 'articles',
    screen: 'src/features/articles/components/articles-page.tsx',
    rendering: 'server',
    tables: ['articles'],
  },
  {
    path: '/article/:id',
    page: 'article',
    screen: 'src/features/articles/components/article-detail-page.tsx',
    rendering: 'server',
    tables: ['articles', 'artists', 'article_artist_mentions'],
  },
  // The same story under its canonical address, which carries its slug (any slug opens it; the head names the right one).
  {
    path: '/article/:id/:slug',
    page: 'article',
    screen: 'src/features/articles/components/article-detail-page.tsx',
    rendering: 'server',
    tables: ['articles', 'artists', 'article_artist_mentions'],
  },
  {
    path: '/artist-spotlight',
    page: 'artist-spotlight',
    screen: 'src/features/artists/components/spotlight-page.tsx',
    rendering: 'server',
    tables: ['artists', 'artist_spotlights'],
    keySuffix: currentIsoWeek,
  },
  {
    path: '/artists/:id',
    page: 'artist',
    screen: 'src/features/artists/components/artist-profile-page.tsx',
    rendering: 'server',
    // The profile also shows the artist's chart runs.
    tables: [...ARTIST_STORY_TABLES, 'streaming_charts'],
    keySuffix: upcomingClockKey,
  },
  {
    path: '/personalized',
    screen: 'src/features/personalization/components/personalized-page.tsx',
    rendering: 'client',
  },
  {
    path: '/newsletters',
    page: 'newsletters',
    screen: 'src/features/newsletters/components/newsletters-page.tsx',
    rendering: 'server',
    tables: ['newsletters'],
  },
  // Before '/newsletter/:id', which would otherwise take 'preferences' for an issue's id.
  {
    path: '/newsletter/preferences',
    screen: 'src/features/subscribe/components/newsletter-preferences-page.tsx',
    rendering: 'client',
  },
  {
    path: '/newsletter/:id',
    page: 'newsletter',
    screen: 'src/features/newsletters/components/newsletter-page.tsx',
    rendering: 'server',
    tables: ['newsletters'],
  },
  {
    path: '/search',
    page: 'search',
    screen: 'src/features/search/components/search-page.tsx',
    rendering: 'server',
    tables: ['articles', 'artists', 'releases', 'events'],
  },
  {
    path: '/events',
    page: 'events',
    screen: 'src/features/events/components/events-page.tsx',
    rendering: 'server',
    tables: ['events'],
  },
  {
    path: '/releases',
    page: 'releases',
    screen: 'src/features/releases/components/releases-page.tsx',
    rendering: 'server',
    tables: ['releases', 'release_listings', 'artists'],
  },
  {
    path: '/charts',
    page: 'charts',
    screen: 'src/features/charts/components/charts-page.tsx',
    rendering: 'server',
    tables: ['streaming_charts', 'chart_weeks'],
  },
  {
    path: '/charts/:week',
    page: 'chart-week',
    screen: 'src/features/charts/components/chart-week-page.tsx',
    rendering: 'server',
    tables: ['streaming_charts', 'chart_weeks'],
  },
  {
    path: '/category/:name',
    page: 'category',
    screen: 'src/features/articles/components/category-page.tsx',
    rendering: 'server',
    tables: ['articles'],
  },
  {
    path: '/tag/:tag',
    page: 'tag',
    screen: 'src/features/articles/components/tag-page.tsx',
    rendering: 'server',
    tables: ['articles'],
  },
  {
    path: '/subscribe/confirm',
    screen: 'src/features/subscribe/components/confirm-subscription-page.tsx',
    rendering: 'client',
  },
  { path: '/unsubscribe', screen: 'src/features/subscribe/components/unsubscribe-page.tsx', rendering: 'client' },
  { path: '/privacy', screen: 'src/features/legal/privacy-page.tsx', rendering: 'client' },
  { path: '/terms', screen: 'src/features/legal/terms-page.tsx', rendering: 'client' },
  // Admin screens: never part of a reader's first load.
  { path: '/admin', screen: 'src/features/admin/components/admin-page.tsx', rendering: 'client' },
  {
    path: '/admin-dashboard',
    screen: 'src/features/admin/components/admin-dashboard-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/subscribers',
    screen: 'src/features/admin/components/subscribers/subscriber-dashboard-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/newsletters',
    screen: 'src/features/admin/components/newsletters/newsletter-studio-page.tsx',
    rendering: 'client',
  },
  { path: '/admin/sources', screen: 'src/features/admin/components/sources/sources-page.tsx', rendering: 'client' },
  {
    path: '/admin/charts',
    screen: 'src/features/admin/components/chart-sources/chart-sources-page.tsx',
    rendering: 'client',
  },
  { path: '/admin/outbox', screen: 'src/features/admin/components/outbox/outbox-page.tsx', rendering: 'client' },
  { path: '/admin/webhooks', screen: 'src/features/admin/components/webhooks/webhooks-page.tsx', rendering: 'client' },
  // The full-page story editor: a new story, and one already stored.
  {
    path: '/admin/articles/new',
    screen: 'src/features/admin/components/story-editor/story-editor-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/articles/:id/edit',
    screen: 'src/features/admin/components/story-editor/story-editor-page.tsx',
    rendering: 'client',
  },
  // The full-page editors of artists, releases and events, the same way.
  {
    path: '/admin/artists/new',
    screen: 'src/features/admin/components/entity-editor/artist-editor-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/artists/:id/edit',
    screen: 'src/features/admin/components/entity-editor/artist-editor-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/releases/new',
    screen: 'src/features/admin/components/entity-editor/release-editor-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/releases/:id/edit',
    screen: 'src/features/admin/components/entity-editor/release-editor-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/events/new',
    screen: 'src/features/admin/components/entity-editor/event-editor-page.tsx',
    rendering: 'client',
  },
  {
    path: '/admin/events/:id/edit',
    screen: 'src/features/admin/components/entity-editor/event-editor-page.tsx',
    rendering: 'client',
  },
  // team, audit and set-password; any other name is the not-found page.
  { path: '/admin/:screen', screen: 'src/features/admin/components/desk-page.tsx', rendering: 'client' },
] as const satisfies readonly PublicRoute[];
