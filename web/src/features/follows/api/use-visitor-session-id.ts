import { useSyncExternalStore } from 'react';
import { getSessionId } from '../../../lib/session-id';

// The id never changes while the page lives: there is nothing to subscribe to.
const noChanges = () => () => {};
const notYetKnown = () => null;

/**
 * The visitor's session id once the page runs in the browser, null while the
 * server renders and while the page hydrates: server-rendered pages hydrate
 * with the same markup and learn the id right after.
 */
export function useVisitorSessionId(): string | null {
  return useSyncExternalStore(noChanges, getSessionId, notYetKnown);
}
