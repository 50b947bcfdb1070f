import { useContext, useEffect, useRef, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { PICTURE_PLACEHOLDERS_KEY, type PicturePlaceholders } from '@api/shared/contracts/picture-placeholders';
import { safeImageUrl } from '@api/shared/domain/safe-url';
import {
  CARD_PICTURE_ASPECT,
  isRemotePicture,
  pictureCropFor,
  pictureHash,
  pictureSrcSet,
  pictureVariantPath,
} from '@api/shared/domain/picture-variants';

interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  /** Shown when `src` is missing, unsafe or fails to load: the item's generated artwork. */
  fallbackSrc?: string;
  /**
   * The box keeps this ratio before and after loading (and after a failure), so nothing shifts; a 16:9 or square
   * box is sent our variant cut to it around the picture's focal point.
   */
  aspect?: string;
  /** How wide the box is shown, for the browser to pick a variant (an `<img sizes>` value). */
  sizes?: string;
  className?: string;
  imgClassName?: string;
  eager?: boolean;
  /** Told which picture shows: the item's own (`src`), or the fallback in its place. */
  onShown?: (which: 'src' | 'fallback') => void;
}

/** The `width`/`height` attributes of a box of this ratio, so the browser reserves its space before any byte. */
function boxSize(aspect: string): { width: number; height: number } {
  const [w, h] = aspect.split('/').map((part) => Number(part.trim()));
  if (!w || !h) return { width: 1280, height: 720 };
  return { width: 1280, height: Math.round((1280 * h) / w) };
}

/**
 * Lazy-loaded image (eager and first in line when it is what the reader sees
 * first) in a fixed-ratio box. A remote picture is never fetched from its
 * outlet: the browser picks one of our variants of it (AVIF, WebP, else JPEG,
 * at the width shown) from /media; until the worker has made them, or when it
 * refused the picture, the fallback takes its place (at once when the server's
 * page said it was refused, else when the address fails).
 * An unsafe address is hidden; without a fallback the box stays empty.
 */
export function SafeImage({
  src,
  alt,
  fallbackSrc,
  aspect = CARD_PICTURE_ASPECT,
  sizes = '100vw',
  className = '',
  imgClassName = '',
  eager = false,
  onShown,
}: SafeImageProps) {
  // Read, never fetched: the server's page data carries it (see PICTURE_PLACEHOLDERS_KEY); outside a query
  // provider (a component spec) there is none.
  const placeholders = useContext(QueryClientContext)?.getQueryData<PicturePlaceholders>(PICTURE_PLACEHOLDERS_KEY);
  const own = safeImageUrl(src);
  // The server knew this picture was refused for good: asking for its variants could only fail, so the fallback shows at once.
  const ownNotKept = Boolean(own) && isRemotePicture(own) && placeholders?.[pictureHash(own)] === null;
  const candidates = [ownNotKept ? '' : own, safeImageUrl(fallbackSrc)].filter(Boolean);
  const [failures, setFailures] = useState(0);
  const address = candidates[failures];
  const showsOwn = Boolean(address) && address === own;
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
  const hash = showsOwn && isRemotePicture(address) ? pictureHash(address) : null;
  const { width, height } = boxSize(aspect);
  const crop = pictureCropFor(aspect);
  const placeholder = hash ? placeholders?.[hash]?.placeholder : undefined;
  const img = address && (
    <img
      key={address}
      ref={image}
      src={hash ? pictureVariantPath(hash, 640, 'jpg', crop) : address}
      srcSet={hash ? pictureSrcSet(hash, 'jpg', crop) : undefined}
      sizes={hash ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      // An eager picture is the first one a reader sees (a hero, the first card): it goes before the rest.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailures((count) => count + 1)}
      className={`h-full w-full object-cover ${imgClassName}`}
    />
  );
  return (
    <div
      className={`overflow-hidden bg-zinc-900 bg-cover bg-center ${className}`}
      // The picture's own colours, blurred by the browser's scaling of 16 px, under it while it loads: nothing flashes.
      style={{ aspectRatio: aspect, ...(placeholder && { backgroundImage: `url("${placeholder}")` }) }}
    >
      {hash ? (
        <picture key={hash} className="block h-full w-full">
          <source type="image/avif" srcSet={pictureSrcSet(hash, 'avif', crop)} sizes={sizes} />
          <source type="image/webp" srcSet={pictureSrcSet(hash, 'webp', crop)} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
    </div>
  );
}
