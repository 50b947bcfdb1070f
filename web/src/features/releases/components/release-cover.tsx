import type { ReleaseView } from '@api/shared/contracts/content';
import { SafeImage } from '../../../components/ui/safe-image';
import { releaseArt } from '../../../lib/artwork';

/** A release's square cover, its generated artwork when it has none (or it fails to load). */
export function ReleaseCover({ release }: { release: ReleaseView }) {
  return (
    <SafeImage
      src={release.imageUrl}
      fallbackSrc={releaseArt(release)}
      alt=""
      aspect="1 / 1"
      sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
      className="rounded-sm"
    />
  );
}
