import type { ArtistView } from '@api/shared/contracts/content';
import { SafeImage } from '../../../components/ui/safe-image';
import { artistArt } from '../../../lib/artwork';

/** The artist's photo, or their generated portrait when there is none (or it fails to load). */
export function ArtistImage({
  artist,
  className = '',
  eager = false,
}: {
  artist: Pick<ArtistView, 'id' | 'imageUrl' | 'name' | 'genre'>;
  className?: string;
  eager?: boolean;
}) {
  return (
    <div className={`w-full ${className}`} data-testid={artist.imageUrl ? 'artist-photo' : 'artist-generated-portrait'}>
      <SafeImage src={artist.imageUrl} fallbackSrc={artistArt(artist)} alt="" aspect="1 / 1" eager={eager} />
    </div>
  );
}
