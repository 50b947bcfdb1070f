import type { ReleaseView } from '@api/shared/contracts/content';
import { ReleaseCover } from './release-cover';

/** The cover of a release card with its type (single, album…) pinned to the corner. */
export function ReleaseArtwork({ release }: { release: ReleaseView }) {
  return (
    <div className="relative">
      <ReleaseCover release={release} />
      <span className="absolute left-2 top-2 bg-black/85 px-2 py-0.5 text-[11px] font-black uppercase tracking-wider text-yellow-300">
        {release.type}
      </span>
    </div>
  );
}
