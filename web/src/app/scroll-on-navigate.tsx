import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Where the reader had scrolled to on each address this visit, for the way back. */
const savedScroll = new Map<string, number>();
let cameBack = false;
/** The address the browser loaded, and whether the reader is still on it (no screen of ours has been shown since). */
const loadedAddress = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
let stillOnLoadedPage = true;

// Registered when the module loads, before the router subscribes: the router re-renders inside its own popstate
// listener, so a listener added later would learn of the way back only after the new screen had been scrolled.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (cameBack = true));
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
}

/** How long a restore waits for a long list's pages to render before giving up. */
const RESTORE_ATTEMPTS = 20;

/**
 * A new screen starts at its top, unless the address names a section to
 * scroll to (handled by that screen); the page the browser loaded stays where
 * the browser (or the reader) put it. Going back (or forward) returns the
 * reader to where they were, down a long list included: its pages are still
 * in react-query's cache, so the list is as long as it was when they left.
 */
export function ScrollToTopOnNavigate() {
  const [location] = useLocation();

  useEffect(() => {
    const address = location + window.location.search;
    const target = cameBack ? savedScroll.get(address) : undefined;
    cameBack = false;
    if (address !== loadedAddress) stillOnLoadedPage = false;
    let frame = 0;
    // The page the browser loaded is never moved: it is where the browser put it (its top or its #section), and on a
    // server-rendered page the reader may have scrolled, and pressed a button down the page, before React adopted
    // it; a jump to the top would move what they were reading or pressing.
    if (stillOnLoadedPage) {
      // The browser's place stands.
    } else if (target !== undefined) {
      let attempts = 0;
      const restore = () => {
        window.scrollTo({ top: target });
        if (Math.abs(window.scrollY - target) > 2 && ++attempts < RESTORE_ATTEMPTS) {
          frame = requestAnimationFrame(restore);
        }
      };
      restore();
    } else if (!window.location.hash) {
      window.scrollTo({ top: 0 });
    }
    // Only while the address is still this one: leaving a long list shortens the page, and that scroll
    // (which can arrive before this effect is cleaned up) must not overwrite where the reader was.
    const remember = () => {
      if (window.location.pathname + window.location.search === address) savedScroll.set(address, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location]);
  return null;
}
