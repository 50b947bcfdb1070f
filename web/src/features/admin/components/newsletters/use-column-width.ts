import { useEffect, useState } from 'react';

/**
 * The width an element's column offers, kept up to date as it changes (null until measured), so
 * an email of a fixed width can be shown whole, scaled down, in a narrower column.
 */
export function useColumnWidth(): [(element: HTMLDivElement | null) => void, number | null] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
