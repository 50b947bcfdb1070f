import { Link } from 'wouter';
import { secondaryButton } from '../../../components/ui/styles';
import { formatLongDate } from '../../../lib/format-date';
import { artistPath } from '../../../lib/paths';
import { useFollows, useToggleFollow } from '../api/follows';

/** 'Following' on /personalized: the artists whose stories lead 'For You', each with an unfollow. */
export function FollowingList({ sessionId }: { sessionId: string }) {
  const follows = useFollows(sessionId);
  const toggle = useToggleFollow(sessionId);
  if (follows.isPending) return <p className="text-sm text-zinc-400">Loading the artists you follow…</p>;
  if (follows.isError) return <p className="text-sm text-red-300">Could not load the artists you follow.</p>;
  const list = follows.data;
  return (
    <section aria-labelledby="following-heading" className="mb-8 rounded-sm border border-zinc-800 bg-zinc-950 p-5">
      <h2 id="following-heading" className="text-xs font-black uppercase tracking-[0.25em] text-yellow-300">
        Following
      </h2>
      {list.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-300">
          Follow artists from their pages or the{' '}
          <Link href="/artist-spotlight" className="text-yellow-300 underline underline-offset-4">
            spotlight
          </Link>{' '}
          and their newest stories will lead your picks.
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {list.map((follow) => (
            <li
              key={follow.artistId}
              className="flex items-center gap-3 rounded-full border border-zinc-700 bg-zinc-900 py-1 pl-4 pr-1"
            >
              <span>
                <Link href={artistPath(follow.artistId)} className="font-bold text-white hover:text-yellow-300">
                  {follow.name}
                </Link>
                <span className="block text-[11px] text-zinc-400">since {formatLongDate(follow.followedAt)}</span>
              </span>
              <button
                type="button"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ artistId: follow.artistId, follow: false })}
                className={`${secondaryButton} rounded-full px-3 py-1 text-xs`}
              >
                Unfollow <span className="sr-only">{follow.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
