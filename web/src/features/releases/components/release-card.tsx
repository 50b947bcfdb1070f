import type { ReleaseView } from '@api/shared/contracts/content';
import { releaseTimeLabel } from '@api/shared/domain/time-labels';
import { SafeImage } from '../../../components/ui/safe-image';
import { releaseArt } from '../../../lib/artwork';

/** A release's cover, type, title, artist and time label; the home page's Fresh Drops look. */
export function ReleaseCard({ release }: { release: ReleaseView }) {
  return (
    <article id={`release-${release.id}`} className="scroll-mt-24">
      <div className="relative">
        <SafeImage
          src={release.imageUrl}
          fallbackSrc={releaseArt(release)}
          alt=""
          aspect="1 / 1"
          className="rounded-sm"
        />
        <span className="absolute left-2 top-2 bg-black/85 px-2 py-0.5 text-[11px] font-black uppercase tracking-wider text-yellow-300">
          {release.type}
        </span>
      </div>
      <h2 className="mt-3 font-display text-lg uppercase leading-tight text-white">
        <a
          href={release.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
        >
          {release.title}
        </a>
      </h2>
      <p className="text-sm font-bold text-zinc-300">{release.artist}</p>
      <p className="mt-1 text-xs font-black uppercase tracking-wider text-yellow-300">
        {releaseTimeLabel(release.releaseDate)}
      </p>
    </article>
  );
}
