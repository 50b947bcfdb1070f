import { QueryStates } from '../../../components/ui/query-states';
import { SkeletonList } from '../../../components/ui/skeleton-list';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast-store';
import { useGenerateRecommendations, useRecommendations } from '../api/recommendations';
import { FollowedChartMoves } from './followed-chart-moves';
import { RecommendationCard } from './recommendation-card';
import { RefreshIcon } from './refresh-icon';

export function RecommendationsTab({ sessionId }: { sessionId: string }) {
  const recommendations = useRecommendations(sessionId);
  const generation = useGenerateRecommendations(sessionId);
  const busy = generation.isPending;

  const regenerate = () =>
    generation.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Recommendations Updated',
          description: 'New personalized content has been generated for you.',
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to generate new recommendations. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="for-you-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="for-you-heading" className="font-display text-2xl font-black uppercase text-white">
          Recommended for You
        </h2>
        <button type="button" onClick={regenerate} disabled={busy} aria-busy={busy} className={secondaryButton}>
          <RefreshIcon spinning={busy} />
          Refresh
        </button>
      </div>

      <FollowedChartMoves sessionId={sessionId} />

      <QueryStates
        query={recommendations}
        loading={
          <SkeletonList
            label="Loading recommendations"
            count={4}
            className="mt-6 grid gap-6 sm:grid-cols-2"
            itemClassName="space-y-3 rounded-sm border border-zinc-800 p-5"
            lines={['h-5 w-28', 'h-7 w-5/6', 'h-10 w-full']}
          />
        }
        failed={
          <div role="alert" className="mt-12 text-center">
            <h3 className="font-display text-3xl font-black uppercase text-white">Unable to Load Recommendations</h3>
            <p className="mt-3 text-zinc-300">There was an issue loading your personalized content.</p>
            <button type="button" onClick={regenerate} disabled={busy} className={`${primaryButton} mt-6`}>
              <RefreshIcon spinning={busy} />
              Try Again
            </button>
          </div>
        }
        empty={
          <div className="mt-12 text-center">
            <h3 className="font-display text-3xl font-black uppercase text-white">No Recommendations Yet</h3>
            <p className="mx-auto mt-3 max-w-xl text-zinc-300">
              Start reading articles to help us learn your preferences and create personalized recommendations.
            </p>
            <button type="button" onClick={regenerate} disabled={busy} className={`${primaryButton} mt-6`}>
              <RefreshIcon spinning={busy} />
              Generate Initial Recommendations
            </button>
          </div>
        }
      >
        {(items) => (
          <ul aria-label="Recommendations" className="mt-6 grid gap-6 sm:grid-cols-2">
            {items.map((recommendation) => (
              <li key={recommendation.id}>
                <RecommendationCard recommendation={recommendation} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
