import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

const MINUTE_MS = 60_000;

/**
 * When the page was rendered on the server (ms since the epoch), or null in a
 * page the browser rendered alone. Hydration must see the clock the server
 * saw, or every 'N hours ago' label would differ from the HTML it adopts.
 */
const RenderTime = createContext<number | null>(null);

export function RenderTimeProvider({ value, children }: { value: number | null; children: ReactNode }) {
  return <RenderTime.Provider value={value}>{children}</RenderTime.Provider>;
}

// Labels count hours and days: a clock read once a minute keeps them right and renders rarely.
let current = Date.now();
const wallClock = () => current;

function everyMinute(onChange: () => void): () => void {
  const timer = setInterval(() => {
    current = Date.now();
    onChange();
  }, MINUTE_MS);
  return () => clearInterval(timer);
}

/**
 * The time labels are computed against: the server's render time while the
 * server renders and while the browser hydrates its HTML, the browser's own
 * clock (read at load, then every minute) right after, so a page kept in a cache for minutes
 * still hydrates without a mismatch and then shows the current labels.
 */
export function useNow(): Date {
  const renderedAt = useContext(RenderTime);
  const ms = useSyncExternalStore(everyMinute, wallClock, () => renderedAt ?? wallClock());
  return useMemo(() => new Date(ms), [ms]);
}
