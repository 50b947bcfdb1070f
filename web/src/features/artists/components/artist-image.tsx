import type { ArtistView } from '@api/shared/contracts/content';
import { SafeImage } from '../../../components/ui/safe-image';

/** The artist's photo, or a microphone icon when there is none. */
export function ArtistImage({
  artist,
  className = '',
}: {
  artist: Pick<ArtistView, 'imageUrl' | 'name'>;
  className?: string;
}) {
  if (!artist.imageUrl) {
    return (
      <div
        className={`flex aspect-square w-full items-center justify-center bg-gradient-to-br from-zinc-800 to-zinc-900 text-yellow-400 ${className}`}
        data-testid="artist-fallback-icon"
      >
        <svg
          width="48"
          height="48"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="9" y="2" width="6" height="12" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v4M8 22h8" />
        </svg>
      </div>
    );
  }
  return <SafeImage src={artist.imageUrl} alt="" aspect="1 / 1" className={`w-full ${className}`} />;
}
