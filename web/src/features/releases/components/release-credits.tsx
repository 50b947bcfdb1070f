import type { ReleaseView } from '@api/shared/contracts/content';
import { releaseTimeLabel } from '@api/shared/domain/time-labels';

/** Under a release card's title: who made it and when it dropped. */
export function ReleaseCredits({ release }: { release: ReleaseView }) {
  return (
    <>
      <p className="text-sm font-bold text-zinc-300">{release.artist}</p>
      <p className="mt-1 text-xs font-black uppercase tracking-wider text-yellow-300">
        {releaseTimeLabel(release.releaseDate)}
      </p>
    </>
  );
}
