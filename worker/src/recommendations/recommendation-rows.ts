import type { NewRecommendation } from '@api/modules/personalization/personalization.store';
import type { RankedArticle } from './engine-types';
import { LOCAL_MODEL } from './local-engine';
import type { RerankedItem } from './openai-answer';

/** One recommendation to store, in the shape the personalization store takes. */
export type RecommendationRow = NewRecommendation;

/** The local ranking as rows; `fallback` names why OpenAI's ranking is not used, when it was tried. */
export function localRows(ranked: RankedArticle[], limit: number, fallback?: string): RecommendationRow[] {
  return ranked.slice(0, limit).map((item) => ({
    articleId: item.articleId,
    score: item.score,
    reason: item.reason,
    aiModel: LOCAL_MODEL,
    metadata: {
      preferenceMatch: item.preferenceMatch,
      trendingScore: item.trendingScore,
      ...(fallback ? { fallback } : {}),
    },
  }));
}

/**
 * The model's ranking, best first by its score (its own order breaks ties).
 * When it picked fewer than `limit`, the local ranking fills the rest, scored
 * no higher than the model's last pick so the list keeps the model's order.
 */
export function aiRows(
  candidates: RankedArticle[],
  items: RerankedItem[],
  model: string,
  limit: number,
): RecommendationRow[] {
  const local = new Map(candidates.map((item) => [item.articleId, item]));
  const picked = items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => b.item.score - a.item.score || a.order - b.order)
    .slice(0, limit)
    .map(({ item }) => {
      const base = local.get(item.articleId)!;
      return {
        articleId: item.articleId,
        score: item.score,
        reason: item.reason,
        aiModel: model,
        metadata: {
          preferenceMatch: base.preferenceMatch,
          trendingScore: base.trendingScore,
          localScore: base.score,
        },
      };
    });

  const used = new Set(picked.map((row) => row.articleId));
  const floor = picked.length ? picked[picked.length - 1].score : 100;
  const fill = localRows(
    candidates.filter((item) => !used.has(item.articleId)),
    limit - picked.length,
  ).map((row) => ({
    ...row,
    score: Math.min(row.score, floor),
    metadata: { ...row.metadata, localScore: row.score, filledAfter: 'openai' },
  }));
  return [...picked, ...fill];
}
