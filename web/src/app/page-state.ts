import type { DehydratedState } from '@tanstack/react-query';

/** The id of the non-executable JSON block a server-rendered page carries its data in. */
export const PAGE_STATE_ID = 'cypher-state';

/**
 * What the server hands the browser with a page: its react-query cache, the clock it rendered with, and the
 * lazy screens it shows (by module), which the browser loads before adopting the page.
 */
export interface PageState {
  renderedAt: number;
  queries: DehydratedState;
  screens: string[];
}
