import { createContext, useContext } from 'react';

/**
 * Where the server's render notes each lazy screen it shows, so the page tells
 * the browser which screens to load before adopting its HTML (see
 * preloadScreens). Null in the browser.
 */
export const RenderedScreens = createContext<Set<string> | null>(null);

export function useNoteRenderedScreen(module: string): void {
  useContext(RenderedScreens)?.add(module);
}
