import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { useFollows, useToggleFollow } from '../api/follows';
import { useVisitorSessionId } from '../api/use-visitor-session-id';

/**
 * 'Follow' / 'Following' for one artist, a toggle (aria-pressed). Followed
 * artists lead the reader's 'For You'. Stays 'Follow' and inert until the
 * browser knows the visitor's session, so server and client render the same.
 */
export function FollowButton({ artistId, artistName, compact = false }: FollowButtonProps) {
  const sessionId = useVisitorSessionId();
  const follows = useFollows(sessionId);
  const toggle = useToggleFollow(sessionId);
  const following = Boolean(follows.data?.some((follow) => follow.artistId === artistId));
  const size = compact ? 'px-3 py-1 text-xs' : '';
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={`${following ? 'Following' : 'Follow'} ${artistName}`}
      disabled={sessionId === null || follows.isPending || toggle.isPending}
      onClick={() => toggle.mutate({ artistId, follow: !following })}
      className={`${following ? secondaryButton : primaryButton} ${size}`}
    >
      {following ? '✓ Following' : '+ Follow'}
    </button>
  );
}

interface FollowButtonProps {
  artistId: number;
  artistName: string;
  /** The small form, beside an artist chip. */
  compact?: boolean;
}
