import { useQuery } from '@tanstack/react-query';
import type { StoryFediverseView } from '@api/shared/contracts/fediverse';
import { countOf } from '@api/shared/domain/plural';
import { getJson } from '../../../../lib/api-client';

/**
 * What a published story drew from the fediverse: likes and replies sent to
 * the publication's inbox, for the desk only (readers never see them).
 */
export function FediverseReactions({ storyId }: { storyId: number }) {
  const reactions = useQuery({
    queryKey: ['/api/admin/stories', storyId, 'fediverse'],
    queryFn: () => getJson<StoryFediverseView>(`/api/admin/stories/${storyId}/fediverse`, { fresh: true }),
  });
  if (!reactions.data) return null;
  const { likes, replies, publicationFollowers } = reactions.data;
  return (
    <section
      aria-labelledby="fediverse-reactions"
      className="rounded-sm border border-zinc-700 bg-zinc-950 p-4 text-sm text-zinc-200"
      data-testid="fediverse-reactions"
    >
      <h2 id="fediverse-reactions" className="font-display text-base uppercase tracking-wide text-white">
        On the fediverse
      </h2>
      <p className="mt-2">
        {countOf(likes, 'like')} · {countOf(replies, 'reply', 'replies')}
      </p>
      <p className="mt-1 text-xs text-zinc-400">
        @news has {countOf(publicationFollowers, 'follower')}; followers of the artists the story names get it too.
        Readers never see these counts.
      </p>
    </section>
  );
}
