import { Link } from 'wouter';
import type { ArtistChipView } from '@api/shared/contracts/artist-story';
import { SafeImage } from '../../../components/ui/safe-image';
import { artistArt } from '../../../lib/artwork';
import { artistPath } from '../../../lib/paths';
import { FollowButton } from '../../follows/components/follow-button';

/** 'In this story': a chip per artist the story names (as the worker matched them), leading to their profile. */
export function ArtistChips({ artists }: { artists: ArtistChipView[] }) {
  if (artists.length === 0) return null;
  return (
    <section aria-labelledby="in-this-story" className="mt-10 border-t border-zinc-800 pt-6">
      <h2 id="in-this-story" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
        In this story
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {artists.map((artist) => (
          <li key={artist.id} className="flex items-center gap-2">
            <Link
              href={artistPath(artist.id)}
              className="flex items-center gap-3 rounded-full border border-zinc-700 bg-zinc-900 py-1 pl-1 pr-4 text-sm font-bold text-white hover:border-yellow-400 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400"
            >
              <span className="block h-9 w-9 overflow-hidden rounded-full">
                <SafeImage src={artist.imageUrl} fallbackSrc={artistArt(artist)} alt="" aspect="1 / 1" />
              </span>
              <span>
                {artist.name}
                <span className="block text-[11px] font-bold uppercase tracking-wider text-zinc-400">
                  {artist.genre}
                </span>
              </span>
            </Link>
            <FollowButton artistId={artist.id} artistName={artist.name} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
