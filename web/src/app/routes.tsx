import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch, type StringRouteParams } from 'wouter';
import { PageShell } from './layout/page-shell';
import { HomePage } from '../features/home/components/home-page';
import { ArticleViewTracker } from '../features/personalization/components/article-view-tracker';
import { RouteFallback } from './route-fallback';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';
import { VisitTracker } from './visit-tracker';

// Home is in the first-load bundle; every other screen is its own chunk (see web/scripts/check-bundle-budget.mjs).
const ArticlesPage = lazy(() => import('../features/articles/components/articles-page'));
const ArticleDetailPage = lazy(() => import('../features/articles/components/article-detail-page'));
const SpotlightPage = lazy(() => import('../features/artists/components/spotlight-page'));
const ArtistProfilePage = lazy(() => import('../features/artists/components/artist-profile-page'));
const PersonalizedPage = lazy(() => import('../features/personalization/components/personalized-page'));
const ConfirmSubscriptionPage = lazy(() => import('../features/subscribe/components/confirm-subscription-page'));
const UnsubscribePage = lazy(() => import('../features/subscribe/components/unsubscribe-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page'));
const TermsPage = lazy(() => import('../features/legal/terms-page'));
// Admin screens: never part of a reader's first load.
const AdminPage = lazy(() => import('../features/admin/components/admin-page'));
const AdminDashboardPage = lazy(() => import('../features/admin/components/admin-dashboard-page'));
const SubscriberDashboardPage = lazy(
  () => import('../features/admin/components/subscribers/subscriber-dashboard-page'),
);
const OutboxPage = lazy(() => import('../features/admin/components/outbox/outbox-page'));
const SourcesPage = lazy(() => import('../features/admin/components/sources/sources-page'));
const DeskPage = lazy(() => import('../features/admin/components/desk-page'));
const NewsletterStudioPage = lazy(() => import('../features/admin/components/newsletters/newsletter-studio-page'));
const NewslettersPage = lazy(() => import('../features/newsletters/components/newsletters-page'));
const NewsletterPage = lazy(() => import('../features/newsletters/components/newsletter-page'));
const SearchPage = lazy(() => import('../features/search/components/search-page'));
const EventsPage = lazy(() => import('../features/events/components/events-page'));
const ReleasesPage = lazy(() => import('../features/releases/components/releases-page'));
const ChartsPage = lazy(() => import('../features/charts/components/charts-page'));
const CategoryPage = lazy(() => import('../features/articles/components/category-page'));
const TagPage = lazy(() => import('../features/articles/components/tag-page'));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteFallback />}>{children}</Suspense>;
}

/** A lazy screen at `path`, handed the parameters its address names, behind the loading fallback. */
function screen<Path extends string>(path: Path, render: (params: StringRouteParams<Path>) => ReactNode) {
  // wouter reads the parameters out of `path`, so they have the names it declares.
  return (
    <Route key={path} path={path}>
      {(params) => <Screen>{render(params as StringRouteParams<Path>)}</Screen>}
    </Route>
  );
}

/** Every screen but home, by its address. */
const SCREENS = [
  screen('/articles', () => <ArticlesPage />),
  screen('/article/:id', ({ id }) => <ArticleDetailPage id={id} />),
  screen('/artist-spotlight', () => <SpotlightPage />),
  screen('/artists/:id', ({ id }) => <ArtistProfilePage id={id} />),
  screen('/personalized', () => <PersonalizedPage />),
  screen('/newsletters', () => <NewslettersPage />),
  screen('/newsletter/:id', ({ id }) => <NewsletterPage id={id} />),
  screen('/search', () => <SearchPage />),
  screen('/events', () => <EventsPage />),
  screen('/releases', () => <ReleasesPage />),
  screen('/charts', () => <ChartsPage />),
  screen('/category/:name', ({ name }) => <CategoryPage name={name} />),
  screen('/tag/:tag', ({ tag }) => <TagPage tag={tag} />),
  screen('/subscribe/confirm', () => <ConfirmSubscriptionPage />),
  screen('/unsubscribe', () => <UnsubscribePage />),
  screen('/privacy', () => <PrivacyPage />),
  screen('/terms', () => <TermsPage />),
  screen('/admin', () => <AdminPage />),
  screen('/admin-dashboard', () => <AdminDashboardPage />),
  screen('/admin/subscribers', () => <SubscriberDashboardPage />),
  screen('/admin/newsletters', () => <NewsletterStudioPage />),
  screen('/admin/sources', () => <SourcesPage />),
  screen('/admin/outbox', () => <OutboxPage />),
  // team, audit and set-password; any other name is the not-found page.
  screen('/admin/:desk', ({ desk }) => <DeskPage screen={desk} />),
];

/** Every route of the site, in one place (spec section 2). */
export function AppRoutes() {
  return (
    <PageShell>
      <VisitTracker />
      <ArticleViewTracker />
      <ScrollToTopOnNavigate />
      <Switch>
        <Route path="/" component={HomePage} />
        {SCREENS}
        <Route>
          <Screen>
            <NotFoundPage />
          </Screen>
        </Route>
      </Switch>
    </PageShell>
  );
}
