import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { HOME_SCREEN, NOT_FOUND_SCREEN, PUBLIC_ROUTES } from '@api/shared/contracts/public-routes';
import { PageShell } from './layout/page-shell';
import { HomePage } from '../features/home/components/home-page';
import { ArticleViewTracker } from '../features/personalization/components/article-view-tracker';
import { RouteFallback } from './route-fallback';
import { preloadedScreen, screenModule, type ScreenComponent } from './screen-modules';
import { useNoteRenderedScreen } from './rendered-screens';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';
import { VisitTracker } from './visit-tracker';
import { RecognitionFromLink } from './recognition-from-link';

/** A lazy screen, with what shows while its module loads. */
function Screen({ module, children }: { module: string; children: ReactNode }) {
  useNoteRenderedScreen(module);
  return <Suspense fallback={<RouteFallback />}>{children}</Suspense>;
}

/**
 * One component per screen module, so two addresses of one screen render the same component: the module
 * itself when it was preloaded (the screens of a server-rendered page), else a lazy one that loads it.
 */
const SCREEN_COMPONENTS = new Map<string, ScreenComponent | LazyExoticComponent<ScreenComponent>>();
function screenComponent(module: string) {
  let found = SCREEN_COMPONENTS.get(module);
  if (!found) {
    found = preloadedScreen(module) ?? lazy(screenModule(module));
    SCREEN_COMPONENTS.set(module, found);
  }
  return found;
}

/**
 * Every screen of the route manifest at its address, handed the parameters its address names as props, then
 * the screen of any other address. Keyed by screen: moving between two addresses of one screen (a new story's
 * editor once the story is saved) keeps the screen and what is typed in it. Built at the first render, after
 * the preloads.
 */
let screenRoutes: ReactNode[] | null = null;
function routesOfScreens(): ReactNode[] {
  screenRoutes ??= [
    ...PUBLIC_ROUTES.map(({ path, screen }) => {
      if (screen === HOME_SCREEN) return <Route key={path} path={path} component={HomePage} />;
      const Page = screenComponent(screen);
      return (
        <Route key={screen} path={path}>
          {(params) => (
            <Screen module={screen}>
              <Page {...params} />
            </Screen>
          )}
        </Route>
      );
    }),
    notFoundRoute(screenComponent(NOT_FOUND_SCREEN)),
  ];
  return screenRoutes;
}

function notFoundRoute(NotFoundPage: ReturnType<typeof screenComponent>): ReactNode {
  return (
    <Route key={NOT_FOUND_SCREEN}>
      <Screen module={NOT_FOUND_SCREEN}>
        <NotFoundPage />
      </Screen>
    </Route>
  );
}

/** Every route of the site, as the route manifest (PUBLIC_ROUTES) lists them. */
export function AppRoutes() {
  return (
    <PageShell>
      <VisitTracker />
      <RecognitionFromLink />
      <ArticleViewTracker />
      <ScrollToTopOnNavigate />
      <Switch>{routesOfScreens()}</Switch>
    </PageShell>
  );
}
