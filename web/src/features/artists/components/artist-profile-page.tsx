import { Link } from 'wouter';
import type { ArtistView } from '@api/shared/contracts/content';
import { externalHttpUrl } from '@api/shared/domain/safe-url';
import { Badge } from '../../../components/ui/badge';
import { SafeImage } from '../../../components/ui/safe-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { SkeletonLines } from '../../../components/ui/skeleton-list';
import { NotFoundPanel } from '../../../components/ui/not-found-panel';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { artistArt, shareImage } from '../../../lib/artwork';
import { useDocumentHead } from '../../../lib/document-head';
import { formatLongDate } from '../../../lib/format-date';
import { useRouteRecord } from '../../../lib/use-route-record';
import { ArtistChartRuns } from '../../charts/components/artist-chart-runs';
import { FollowButton } from '../../follows/components/follow-button';
import { Markdown } from '../../markdown/lazy-markdown';
import { useArtist } from '../api/artists';
import { ArtistImage } from './artist-image';
import { ArtistStorySections } from './artist-story-sections';
import { SocialLinks } from './social-links';

export default function ArtistProfilePage({ id }: { id?: string }) {
  const { loading, record: artist } = useRouteRecord(id, useArtist);
  useDocumentHead(
    loading ? 'Loading artist' : (artist?.name ?? 'Artist Not Found'),
    artist
      ? `${artist.name}: ${artist.shortBio || artist.description}`.slice(0, 160)
      : 'Emerging hip hop artists on The Cypher.',
    artist ? shareImage(artist.imageUrl, artistArt(artist)) : undefined,
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap gap-3">
        <Link href="/artist-spotlight" className={secondaryButton}>
          ← Back to Spotlight
        </Link>
        <Link href="/" className={secondaryButton}>
          Back to Home
        </Link>
      </div>
      {loading ? <ProfileSkeleton /> : artist ? <Profile artist={artist} /> : <ArtistNotFound />}
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading artist" className="mt-10 grid gap-8 md:grid-cols-[240px_1fr]">
      <Skeleton className="aspect-square w-full rounded-full" />
      <div className="space-y-4">
        <SkeletonLines lines={['h-12 w-2/3', 'h-5 w-1/3', 'h-20 w-full']} />
      </div>
    </div>
  );
}

function ArtistNotFound() {
  return (
    <NotFoundPanel
      title="Artist Not Found"
      message="The artist you're looking for doesn't exist or has been removed."
      backHref="/artist-spotlight"
      backLabel="Back to Spotlight"
      className="py-24 text-center"
    />
  );
}

function Profile({ artist }: { artist: ArtistView }) {
  const projectUrl = externalHttpUrl(artist.latestProjectUrl);
  const sourceUrl = externalHttpUrl(artist.sourceUrl);
  return (
    <article className="mt-10">
      <header className="grid items-center gap-8 md:grid-cols-[240px_1fr]">
        <ArtistImage artist={artist} eager className="overflow-hidden rounded-full border-4 border-yellow-400" />
        <div>
          <div className="flex flex-wrap items-center gap-3">
            {artist.isSpotlighted && <Badge color="yellow">Spotlight</Badge>}
            <Badge outline>{artist.genre}</Badge>
            {artist.location && <span className="text-sm font-bold text-zinc-300">{artist.location}</span>}
          </div>
          <h1 className="mt-3 font-display text-5xl font-black uppercase leading-none tracking-tight text-white sm:text-7xl">
            {artist.name}
          </h1>
          {artist.spotlightedAt && (
            <p className="mt-2 text-sm font-bold uppercase tracking-wider text-yellow-300">
              Spotlighted {formatLongDate(artist.spotlightedAt)}
            </p>
          )}
          <p className="mt-4 text-lg text-zinc-300">{artist.shortBio || artist.description}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <FollowButton artistId={artist.id} artistName={artist.name} />
            <SocialLinks links={artist.socialLinks} artistName={artist.name} withSpotify />
          </div>
        </div>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_2fr]">
        {artist.latestProject && (
          <section aria-labelledby="latest-project" className="h-fit rounded-sm border border-zinc-800 bg-zinc-950 p-5">
            <h2 id="latest-project" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
              Latest Project
            </h2>
            {artist.latestProjectImage && (
              <SafeImage src={artist.latestProjectImage} alt="" aspect="1 / 1" className="mt-4 rounded-sm" />
            )}
            <p className="mt-4 font-display text-2xl font-black uppercase text-white">{artist.latestProject}</p>
            {projectUrl && (
              <a href={projectUrl} target="_blank" rel="noopener noreferrer" className={`${primaryButton} mt-4 w-full`}>
                Listen Now <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </section>
        )}
        <section aria-labelledby="biography" className="rounded-sm border border-zinc-800 bg-zinc-950 p-6">
          <h2 id="biography" className="font-display text-3xl font-black uppercase text-white">
            Biography
          </h2>
          <div className="mt-4">
            <Markdown source={artist.fullBio || artist.description} />
          </div>
        </section>
      </div>

      <ArtistStorySections artistId={artist.id} artistName={artist.name} />

      <ArtistChartRuns artistId={artist.id} />

      {(artist.aiGenerated || sourceUrl) && (
        <footer className="mt-10 flex flex-wrap items-center gap-4 border-t border-zinc-800 pt-6 text-sm">
          {artist.aiGenerated && <Badge color="purple">AI Enhanced Content</Badge>}
          {sourceUrl && (
            <a
              href={sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-yellow-300 underline underline-offset-4"
            >
              Source <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </footer>
      )}
    </article>
  );
}
