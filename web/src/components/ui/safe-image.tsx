import { useEffect, useRef, useState } from 'react';
import { safeImageUrl } from '@api/shared/domain/safe-url';

interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is missing, unsafe or fails to load: the item's generated artwork. */
  fallbackSrc?: string;
  /** The box keeps this ratio before and after loading (and after a failure), so nothing shifts. */
  aspect?: string;
  className?: string;
  imgClassName?: string;
  eager?: boolean;
  /** Told which picture shows: the item's own (`src`), or the fallback in its place. */
  onShown?: (which: 'src' | 'fallback') => void;
}

/**
 * Lazy-loaded image (eager and first in line when it is what the reader sees first) in a fixed-ratio box. An unsafe or failing address is
 * hidden; the fallback takes its place when there is one, else the box stays empty.
 */
export function SafeImage({
  src,
  alt,
  fallbackSrc,
  aspect = '16 / 9',
  className = '',
  imgClassName = '',
  eager = false,
  onShown,
}: SafeImageProps) {
  const candidates = [safeImageUrl(src), safeImageUrl(fallbackSrc)].filter(Boolean);
  const [failures, setFailures] = useState(0);
  const address = candidates[failures];
  const showsOwn = Boolean(address) && address === safeImageUrl(src);
  useEffect(() => onShown?.(showsOwn ? 'src' : 'fallback'), [showsOwn, onShown]);
  const image = useRef<HTMLImageElement>(null);
  // A page rendered on the server starts loading its pictures before React is there to hear one fail:
  // a picture already broken when the screen comes alive counts as failed.
  useEffect(() => {
    const element = image.current;
    // Compared with the count it saw, so a second run of this effect (StrictMode) skips nothing.
    if (element?.complete && element.naturalWidth === 0)
      setFailures((count) => (count === failures ? count + 1 : count));
  }, [address, failures]);
  return (
    <div className={`overflow-hidden bg-zinc-900 ${className}`} style={{ aspectRatio: aspect }}>
      {address && (
        <img
          key={address}
          ref={image}
          src={address}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          // An eager picture is the first one a reader sees (a hero, the first card): it goes before the rest.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailures((count) => count + 1)}
          className={`h-full w-full object-cover ${imgClassName}`}
        />
      )}
    </div>
  );
}
