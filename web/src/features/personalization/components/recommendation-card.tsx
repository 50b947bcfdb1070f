import { useLocation } from 'wouter';
import type { RecommendationView } from '@api/shared/contracts/personalization';
import { matchBadgeColor } from '@api/shared/domain/badge-colors';
import { readTimeLabel } from '@api/shared/domain/reading';
import { FOLLOWED_ARTISTS_MODEL, rankedByAi } from '@api/shared/domain/ranking-models';
import { Badge, CategoryBadge } from '../../../components/ui/badge';
import { SafeImage } from '../../../components/ui/safe-image';
import { primaryButton } from '../../../components/ui/styles';
import { logInteraction, markViewLogged } from '../api/interactions';
import { articlePath } from '../../../lib/paths';

export function matchLabel(score: number): string {
  return `${Math.round(score)}% match`;
}

export function RecommendationCard({ recommendation }: { recommendation: RecommendationView }) {
  const [, navigate] = useLocation();
  const { article, recommendationScore } = recommendation;
  const color = matchBadgeColor(recommendationScore);
  // A story about an artist the reader follows leads the list: it says so rather than a match score.
  const followed = recommendation.aiModel === FOLLOWED_ARTISTS_MODEL;

  const readArticle = () => {
    markViewLogged(article.id);
    logInteraction(article.id, 'view', { source: 'personalized_recommendations', recommendationScore });
    navigate(articlePath(article.id));
  };

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-sm border border-zinc-800 bg-zinc-950 transition hover:border-yellow-400">
      {article.imageUrl && <SafeImage src={article.imageUrl} alt="" className="border-b border-zinc-800" />}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          {followed ? (
            <Badge color="yellow">Following</Badge>
          ) : (
            <Badge color={color}>
              <span data-testid="match-badge" data-color={color}>
                {matchLabel(recommendationScore)}
              </span>
            </Badge>
          )}
          <CategoryBadge category={article.category} />
        </div>
        <h3 className="mt-3 font-display text-2xl font-black uppercase leading-tight text-white">{article.title}</h3>
        <p className="mt-2 flex-1 text-sm text-zinc-300">{recommendation.recommendationReason}</p>
        <p className="mt-2 text-xs text-zinc-400" data-testid="ranked-by">
          {followed
            ? 'Picked by your follows'
            : rankedByAi(recommendation.aiModel)
              ? `Ranked by ${recommendation.aiModel}`
              : 'Ranked by our reading rules'}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <span className="text-xs font-bold uppercase tracking-wider text-zinc-300">
            {readTimeLabel(article.wordCount)}
          </span>
          <button
            type="button"
            onClick={readArticle}
            className={primaryButton}
            aria-label={`Read Article: ${article.title}`}
          >
            Read Article
          </button>
        </div>
      </div>
    </article>
  );
}
