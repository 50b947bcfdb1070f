import { Link } from 'wouter';
import type { ArtistCard } from '@api/shared/contracts/content';
import { externalHttpUrl } from '@api/shared/domain/safe-url';
import { Badge } from '../../../components/ui/badge';
import { secondaryButton } from '../../../components/ui/styles';
import { FollowButton } from '../../follows/components/follow-button';
import { ArtistImage } from './artist-image';
import { SocialLinks } from './social-links';
import { artistPath } from '../../../lib/paths';

export function SpotlightCard({ artist, rank }: { artist: ArtistCard; rank: number }) {
  const projectUrl = externalHttpUrl(artist.latestProjectUrl);
  return (
    <article className="grid overflow-hidden rounded-sm border border-zinc-800 bg-zinc-950 md:grid-cols-[280px_1fr]">
      <div className="relative">
        <ArtistImage artist={artist} />
        <span className="absolute left-0 top-0 bg-yellow-400 px-3 py-1 font-display text-2xl font-black text-black">
          {String(rank).padStart(2, '0')}
        </span>
      </div>
      <div className="flex flex-col gap-4 p-6">
        <div>
          <h3 className="font-display text-3xl font-black uppercase leading-none text-white">{artist.name}</h3>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Badge color="yellow">{artist.genre}</Badge>
            {artist.location && <span className="text-sm font-bold text-zinc-300">{artist.location}</span>}
          </div>
        </div>
        <p className="text-zinc-300">{artist.shortBio || artist.description}</p>
        {artist.latestProject && (
          <div className="flex flex-wrap items-center gap-3 border-l-4 border-yellow-400 pl-3">
            <div>
              <p className="text-xs font-black uppercase tracking-wider text-yellow-300">Latest Project</p>
              <p className="font-bold text-white">{artist.latestProject}</p>
            </div>
            {projectUrl && (
              <a href={projectUrl} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
                Listen <span className="sr-only">to {artist.latestProject} (opens in a new tab)</span>
              </a>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <SocialLinks links={artist.socialLinks} artistName={artist.name} />
          <div className="flex flex-wrap gap-3">
            <FollowButton artistId={artist.id} artistName={artist.name} />
            <Link href={artistPath(artist.id)} className={secondaryButton}>
              View Full Profile <span className="sr-only">of {artist.name}</span>
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
