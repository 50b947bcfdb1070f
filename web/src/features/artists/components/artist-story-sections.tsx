import type { ReactNode } from 'react';
import type { ArtistStoryView, SpotlightReason } from '@api/shared/contracts/artist-story';
import { weekBadgeLabel } from '@api/shared/domain/iso-week';
import { countOf } from '@api/shared/domain/plural';
import { Badge } from '../../../components/ui/badge';
import { StatusSkeleton } from '../../../components/ui/status-skeleton';
import { formatLongDate } from '../../../lib/format-date';
import { StoryTile } from '../../articles/components/story-tile';
import { ReleaseCover } from '../../releases/components/release-cover';
import { useArtistStory } from '../api/artist-story';
import { EventTime } from '../../events/components/event-time';

/** Everything around the profile: why the spotlight picked them, their news, their music, their shows. */
export function ArtistStorySections({ artistId, artistName }: { artistId: number; artistName: string }) {
  const { data, isPending, isError } = useArtistStory(artistId);
  if (isPending) {
    return (
      <StatusSkeleton
        label="Loading the artist's news, releases and events"
        className="mt-8 space-y-4"
        lines={['h-8 w-1/3', 'h-24 w-full', 'h-8 w-1/4', 'h-24 w-full']}
      />
    );
  }
  if (isError || !data) {
    return (
      <p role="alert" className="mt-8 text-red-300">
        Unable to load {artistName}&rsquo;s news, releases and events. Please try again later.
      </p>
    );
  }
  return <StoryParts story={data} artistName={artistName} />;
}

function StoryParts({ story, artistName }: { story: ArtistStoryView; artistName: string }) {
  return (
    <div className="mt-8 space-y-8">
      {story.spotlightReason && <SpotlightWhy reason={story.spotlightReason} />}
      <InTheNews story={story} artistName={artistName} />
      <div className="grid gap-8 lg:grid-cols-2">
        <Releases story={story} artistName={artistName} />
        <UpcomingEvents story={story} artistName={artistName} />
      </div>
    </div>
  );
}

function SpotlightWhy({ reason }: { reason: SpotlightReason }) {
  return (
    <section aria-labelledby="spotlight-why" className="rounded-sm border border-yellow-400/60 bg-zinc-950 p-6">
      <h2 id="spotlight-why" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
        Why they&rsquo;re in the spotlight &middot; {weekBadgeLabel(reason.week)}
      </h2>
      <p className="mt-3 text-lg text-zinc-200">
        In the {reason.windowDays} days before the pick: {countOf(reason.recentReleases, 'new release')} and{' '}
        {countOf(reason.articleMentions, 'story', 'stories')} naming them.
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        <Signal label="Releases" value={reason.recentReleases} />
        <Signal label="Stories" value={reason.articleMentions} />
        <Signal label="Score" value={reason.score} />
      </dl>
    </section>
  );
}

function Signal({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-sm bg-zinc-900 px-2 py-3">
      <dt className="text-[11px] font-black uppercase tracking-wider text-zinc-400">{label}</dt>
      <dd className="font-display text-3xl text-yellow-300">{value}</dd>
    </div>
  );
}

/** One part of the artist's story: a titled box with its list, or a line saying there is nothing yet. */
function StorySection({
  id,
  title,
  isEmpty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  isEmpty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-zinc-800 bg-zinc-950 p-6">
      <h2 id={id} className="font-display text-3xl font-black uppercase text-white">
        {title}
      </h2>
      {isEmpty ? <p className="mt-4 text-zinc-300">{emptyText}</p> : children}
    </section>
  );
}

function InTheNews({ story, artistName }: { story: ArtistStoryView; artistName: string }) {
  return (
    <StorySection
      id="in-the-news"
      title="In the News"
      isEmpty={story.news.length === 0}
      emptyText={<>No stories about {artistName} yet. News that names them shows up here.</>}
    >
      <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {story.news.map((article) => (
          <li key={article.id}>
            <StoryTile story={article} />
          </li>
        ))}
      </ul>
    </StorySection>
  );
}

function Releases({ story, artistName }: { story: ArtistStoryView; artistName: string }) {
  return (
    <StorySection
      id="artist-releases"
      title="Releases"
      isEmpty={story.releases.length === 0}
      emptyText={<>No releases from {artistName} yet. New music lands here as soon as it is out.</>}
    >
      <ul className="mt-5 space-y-4">
        {story.releases.map((release) => (
          <li key={release.id} className="grid grid-cols-[64px_1fr] items-center gap-4">
            <ReleaseCover release={release} />
            <div>
              <p className="font-display text-lg uppercase leading-tight text-white">{release.title}</p>
              <p className="text-xs font-black uppercase tracking-wider text-yellow-300">
                {release.type} &middot; {formatLongDate(release.releaseDate)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </StorySection>
  );
}

function UpcomingEvents({ story, artistName }: { story: ArtistStoryView; artistName: string }) {
  return (
    <StorySection
      id="artist-events"
      title="Upcoming Events"
      isEmpty={story.upcomingEvents.length === 0}
      emptyText={<>No upcoming shows for {artistName}. Dates appear here once they are announced.</>}
    >
      <ul className="mt-5 space-y-4">
        {story.upcomingEvents.map((event) => (
          <li key={event.id} className="border-l-4 border-yellow-400 pl-4">
            <p className="font-display text-lg uppercase leading-tight text-white">{event.title}</p>
            <p className="text-sm font-bold text-zinc-300">
              <EventTime event={event} />
              {event.location}
            </p>
            <div className="mt-2">
              {event.ticketsAvailable ? (
                <Badge color="yellow">Tickets Available</Badge>
              ) : (
                <Badge outline>Sold Out</Badge>
              )}
            </div>
          </li>
        ))}
      </ul>
    </StorySection>
  );
}
