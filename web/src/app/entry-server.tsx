import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import type { PageState } from './page-state';
import { RenderedScreens } from './rendered-screens';

/** One query the page reads, as the API answered it: its data, or the error message of a 4xx. */
export type PageQuery = { queryKey: QueryKey; data: unknown } | { queryKey: QueryKey; error: string };

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  state: PageState;
}

/**
 * Renders one URL of the site to HTML with its data already in react-query's
 * cache (the browser hydrates the same cache from `state`). It resolves once
 * every lazy screen has loaded, so the markup is complete and carries no
 * inline script.
 */
export async function render(
  url: string,
  pageQueries: readonly PageQuery[],
  renderedAt: number,
): Promise<RenderedPage> {
  const client = createQueryClient();
  for (const query of pageQueries) {
    if ('data' in query) {
      client.setQueryData(query.queryKey, query.data, { updatedAt: renderedAt });
    } else {
      // As in the browser (main.tsx): a record found missing is not asked for again when its screen mounts.
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      await client.prefetchQuery({ queryKey: query.queryKey, queryFn: () => Promise.reject(new Error(query.error)) });
    }
  }
  const queries = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of queries.queries) {
    // An Error becomes {} in JSON: its message (the API's '404: …', which screens read the status from) travels instead.
    if (query.state.error instanceof Error) query.state.error = { message: query.state.error.message } as Error;
  }
  const screens = new Set<string>();
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const search = queryStart < 0 ? '' : url.slice(queryStart + 1);
  const html = await renderToString(
    <RenderedScreens value={screens}>
      <Router ssrPath={path} ssrSearch={search}>
        <App client={client} renderedAt={renderedAt} />
      </Router>
    </RenderedScreens>,
  );
  client.clear();
  const state: PageState = { renderedAt, queries, screens: [...screens] };
  return { html, state };
}

async function renderToString(node: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(node, {
    // Large finished screens are otherwise sent apart and put in place by an inline script the CSP refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  // Everything, lazy screens included, before the first byte: complete markup with no inline script.
  await stream.allReady;
  // A screen that throws on the server is not sent half-rendered: the API falls back to the browser.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(stream).text();
}
