import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { HOME_SCREEN, NOT_FOUND_SCREEN, PUBLIC_ROUTES } from '@api/shared/contracts/public-routes';
import { PageShell } from './layout/page-shell';
import { HomePage } from '../features/home/components/home-page';
import { ArticleViewTracker } from '../features/personalization/components/article-view-tracker';
import { RouteFallback } from './route-fallback';
import { screenLoader } from './screen-modules';
import { useNoteRenderedScreen } from './rendered-screens';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';
import { VisitTracker } from './visit-tracker';
import { RecognitionFromLink } from './recognition-from-link';

/** A lazy screen, with what shows while its module loads. */
function Screen({ module, children }: { module: string; children: ReactNode }) {
  useNoteRenderedScreen(module);
  return <Suspense fallback={<RouteFallback />}>{children}</Suspense>;
}

/** One lazy component per screen module, so two addresses of one screen render the same component. */
const LAZY_SCREENS = new Map<string, ReturnType<typeof lazy>>();
function lazyScreen(screen: string) {
  const found = LAZY_SCREENS.get(screen) ?? lazy(screenLoader(screen));
  LAZY_SCREENS.set(screen, found);
  return found;
}

/**
 * Every screen of the route manifest at its address, handed the parameters its address names as props.
 * Keyed by screen: moving between two addresses of one screen (a new story's editor once the story is
 * saved) keeps the screen and what is typed in it.
 */
const SCREENS = PUBLIC_ROUTES.map(({ path, screen }) => {
  if (screen === HOME_SCREEN) return <Route key={path} path={path} component={HomePage} />;
  const Page = lazyScreen(screen);
  return (
    <Route key={screen} path={path}>
      {(params) => (
        <Screen module={screen}>
          <Page {...params} />
        </Screen>
      )}
    </Route>
  );
});

const NotFoundPage = lazy(screenLoader(NOT_FOUND_SCREEN));

/** Every route of the site, as the route manifest (PUBLIC_ROUTES) lists them. */
export function AppRoutes() {
  return (
    <PageShell>
      <VisitTracker />
      <RecognitionFromLink />
      <ArticleViewTracker />
      <ScrollToTopOnNavigate />
      <Switch>
        {SCREENS}
        <Route>
          <Screen module={NOT_FOUND_SCREEN}>
            <NotFoundPage />
          </Screen>
        </Route>
      </Switch>
    </PageShell>
  );
}
