import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
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

/** Every route of the site, in one place (spec section 2). */
export function AppRoutes() {
  return (
    <PageShell>
      <VisitTracker />
      <ArticleViewTracker />
      <ScrollToTopOnNavigate />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/articles">
          <Screen>
            <ArticlesPage />
          </Screen>
        </Route>
        <Route path="/article/:id">
          {(params) => (
            <Screen>
              <ArticleDetailPage id={params.id} />
            </Screen>
          )}
        </Route>
        <Route path="/artist-spotlight">
          <Screen>
            <SpotlightPage />
          </Screen>
        </Route>
        <Route path="/artists/:id">
          {(params) => (
            <Screen>
              <ArtistProfilePage id={params.id} />
            </Screen>
          )}
        </Route>
        <Route path="/personalized">
          <Screen>
            <PersonalizedPage />
          </Screen>
        </Route>
        <Route path="/newsletters">
          <Screen>
            <NewslettersPage />
          </Screen>
        </Route>
        <Route path="/newsletter/:id">
          {(params) => (
            <Screen>
              <NewsletterPage id={params.id} />
            </Screen>
          )}
        </Route>
        <Route path="/search">
          <Screen>
            <SearchPage />
          </Screen>
        </Route>
        <Route path="/events">
          <Screen>
            <EventsPage />
          </Screen>
        </Route>
        <Route path="/releases">
          <Screen>
            <ReleasesPage />
          </Screen>
        </Route>
        <Route path="/charts">
          <Screen>
            <ChartsPage />
          </Screen>
        </Route>
        <Route path="/category/:name">
          {(params) => (
            <Screen>
              <CategoryPage name={params.name} />
            </Screen>
          )}
        </Route>
        <Route path="/tag/:tag">
          {(params) => (
            <Screen>
              <TagPage tag={params.tag} />
            </Screen>
          )}
        </Route>
        <Route path="/subscribe/confirm">
          <Screen>
            <ConfirmSubscriptionPage />
          </Screen>
        </Route>
        <Route path="/unsubscribe">
          <Screen>
            <UnsubscribePage />
          </Screen>
        </Route>
        <Route path="/privacy">
          <Screen>
            <PrivacyPage />
          </Screen>
        </Route>
        <Route path="/terms">
          <Screen>
            <TermsPage />
          </Screen>
        </Route>
        <Route path="/admin">
          <Screen>
            <AdminPage />
          </Screen>
        </Route>
        <Route path="/admin-dashboard">
          <Screen>
            <AdminDashboardPage />
          </Screen>
        </Route>
        <Route path="/admin/subscribers">
          <Screen>
            <SubscriberDashboardPage />
          </Screen>
        </Route>
        <Route path="/admin/newsletters">
          <Screen>
            <NewsletterStudioPage />
          </Screen>
        </Route>
        <Route path="/admin/sources">
          <Screen>
            <SourcesPage />
          </Screen>
        </Route>
        <Route path="/admin/outbox">
          <Screen>
            <OutboxPage />
          </Screen>
        </Route>
        <Route>
          <Screen>
            <NotFoundPage />
          </Screen>
        </Route>
      </Switch>
    </PageShell>
  );
}
