import type { ArtistView } from '@api/shared/contracts/content';
import { SafeImage } from '../../../components/ui/safe-image';
import { artistArt } from '../../../lib/artwork';

/** The artist's photo, or their generated portrait when there is none (or it fails to load). */
export function ArtistImage({
  artist,
  className = '',
  eager = false,
  sizes = '(min-width: 1024px) 320px, (min-width: 640px) 33vw, 50vw',
}: {
  artist: Pick<ArtistView, 'id' | 'imageUrl' | 'name' | 'genre'>;
  className?: string;
  eager?: boolean;
  /** How wide the portrait is shown (an `<img sizes>` value). */
  sizes?: string;
}) {
  return (
    <div className={`w-full ${className}`} data-testid={artist.imageUrl ? 'artist-photo' : 'artist-generated-portrait'}>
      <SafeImage
        src={artist.imageUrl}
        fallbackSrc={artistArt(artist)}
        alt=""
        aspect="1 / 1"
        eager={eager}
        sizes={sizes}
      />
    </div>
  );
}
