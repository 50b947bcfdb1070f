import { useState } from 'react';
import { safeUrl } from '@api/shared/domain/safe-url';

interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  /** The box keeps this ratio before and after loading (and after a failure), so nothing shifts. */
  aspect?: string;
  className?: string;
  imgClassName?: string;
  eager?: boolean;
}

/** Lazy-loaded image in a fixed-ratio box; hides itself when the address is unsafe or the load fails. */
export function SafeImage({
  src,
  alt,
  aspect = '16 / 9',
  className = '',
  imgClassName = '',
  eager = false,
}: SafeImageProps) {
  const address = safeUrl(src);
  const [failed, setFailed] = useState(false);
  return (
    <div className={`overflow-hidden bg-zinc-900 ${className}`} style={{ aspectRatio: aspect }}>
      {address && !failed && (
        <img
          src={address}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className={`h-full w-full object-cover ${imgClassName}`}
        />
      )}
    </div>
  );
}
