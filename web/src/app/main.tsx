import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from '../lib/query-client';
import { App } from './app';
import { PAGE_STATE_ID, type PageState } from './page-state';
import { preloadScreens } from './screen-modules';
import './styles.css';

const container = document.getElementById('root')!;
const stateBlock = document.getElementById(PAGE_STATE_ID);

if (stateBlock?.textContent) {
  // A server-rendered page: adopt its HTML, with the data it was rendered from already in the cache.
  const state = JSON.parse(stateBlock.textContent) as PageState;
  for (const query of state.queries.queries) {
    if (query.state.status !== 'error') continue;
    // The server sends an error as its message; screens read the status from an Error's message, as in the browser.
    const { message } = (query.state.error ?? {}) as { message?: unknown };
    query.state.error = new Error(typeof message === 'string' ? message : 'The server could not render this.');
    // A record the server found missing stays missing: no second request to learn it again.
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(queryClient, state.queries);
  // Adopted in one go, not as a transition: in slices, a click that lands while React adopts the page is pressed
  // on a page that can still change under the pointer, and measured in Lighthouse slices blocked the main thread no
  // less (the page's own parsing, style and layout are most of it). Its screens load first (the page preloads their
  // chunks): a screen still loading could not be adopted then.
  const adopt = () => {
    hydrateRoot(container, <App renderedAt={state.renderedAt} />, {
      // A page that differs from the server's HTML still works (React renders it anew), but it is a bug: say so.
      onRecoverableError: (error, info) => console.error('Hydration problem:', error, info.componentStack),
    });
  };
  if (state.screens.length === 0) adopt();
  else preloadScreens(state.screens).then(adopt, adopt);
} else {
  createRoot(container).render(<App renderedAt={null} />);
}
