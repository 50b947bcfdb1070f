import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isSearchType, searchPageHref } from '@api/shared/contracts/search';
import { useDebounced } from '../../../lib/use-debounced';

/** How long typing pauses before /search follows the box: a query per pause, not per key. */
const AS_YOU_TYPE_DELAY_MS = 250;

/** Whether a key press belongs to a field the reader is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's search box: '/' anywhere (but in a field) focuses it, Enter
 * opens /search?q= (whole words). On the search page it shows the words
 * searched for, and the results follow as the reader types: once typing
 * pauses, the address becomes /search?q=…&prefix=true (replaced, so Back
 * leaves the page rather than stepping through every keystroke).
 */
export function HeaderSearch() {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const current = params.get('q') ?? '';
  const requestedType = params.get('type');
  const type = isSearchType(requestedType) ? requestedType : null;
  const onSearchPage = location === '/search';
  const shown = onSearchPage ? current : '';
  const [words, setWords] = useState(shown);
  const settled = useDebounced(words, AS_YOU_TYPE_DELAY_MS).trim();
  // A new search (or leaving the page) shows its words in the box: state adjusted while rendering, not in an effect.
  // When the address only follows the box (it shows what the box settled on), the box keeps what was typed since.
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    if (shown !== settled && shown !== words.trim()) setWords(shown);
  }
  const input = useRef<HTMLInputElement>(null);

  // Only once the box is at rest: words typed elsewhere and sent with Enter arrive here before the pause ends.
  const atRest = settled === words.trim();
  useEffect(() => {
    if (!onSearchPage || !atRest || !settled || settled === current) return;
    navigate(searchPageHref(settled, type, true), { replace: true });
  }, [onSearchPage, atRest, settled, current, type, navigate]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    if (!q) return;
    // On the search page Enter shows now what the pause would have: the words as typed, the last one a prefix.
    if (onSearchPage) {
      navigate(searchPageHref(q, type, true), { replace: true });
    } else navigate(searchPageHref(q, null, false));
  };

  return (
    <form role="search" onSubmit={onSubmit} className="relative">
      <label htmlFor="site-search" className="sr-only">
        Search the site
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        type="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder="Search"
        maxLength={200}
        enterKeyHint="search"
        autoComplete="off"
        className="peer w-28 rounded-sm border border-zinc-700 bg-zinc-950 py-1.5 pl-2.5 pr-7 text-sm text-white placeholder:text-zinc-400 focus:w-40 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400 sm:w-44 sm:focus:w-56 motion-safe:transition-[width]"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute right-1.5 peer-focus:hidden peer-[:not(:placeholder-shown)]:hidden top-1/2 -translate-y-1/2 rounded border border-zinc-600 px-1 text-[10px] leading-4 text-zinc-300"
      >
        /
      </kbd>
    </form>
  );
}
