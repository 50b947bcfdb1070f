import { Injectable } from '@nestjs/common';
import { PersonalizationStore } from '@api/modules/personalization/personalization.store';
import type { JobResult } from '@api/queues/job-payloads';
import { rankArticles } from './local-engine';
import { OpenAiReranker } from './openai-reranker';
import { RecommendationInputs } from './recommendation-inputs';
import { aiRows, localRows, RecommendationRow } from './recommendation-rows';

/** How many of the local engine's best the model chooses from. */
export const OPENAI_CANDIDATES = 20;
const RECENTLY_READ_IN_PROMPT = 10;

/** Where the run reports its percent done (the job's progress). */
export type ProgressSink = (percent: number) => Promise<void>;

/** One generation run: read the session's signals, rank locally, let OpenAI re-rank when configured, store. */
@Injectable()
export class RecommendationGenerator {
  constructor(
    private readonly inputs: RecommendationInputs,
    private readonly reranker: OpenAiReranker,
    private readonly personalization: PersonalizationStore,
  ) {}

  async generate(sessionId: string, limit: number, progress: ProgressSink = async () => undefined): Promise<JobResult> {
    const [preferences, history, trendingCounts] = await Promise.all([
      this.inputs.preferences(sessionId),
      this.inputs.history(sessionId),
      this.inputs.trendingCounts(),
    ]);
    const articles = await this.inputs.candidates([...history.readArticleIds, ...trendingCounts.keys()]);
    await progress(20);

    const now = new Date();
    const ranked = rankArticles({
      preferences,
      articles,
      readArticleIds: history.readArticleIds,
      trendingCounts,
      now,
      limit: this.reranker.enabled ? Math.max(OPENAI_CANDIDATES, limit) : limit,
    });
    await progress(40);

    let rows: RecommendationRow[];
    let fallback: string | undefined;
    if (this.reranker.enabled && ranked.length > 0) {
      const byId = new Map(articles.map((article) => [article.id, article]));
      const outcome = await this.reranker.rerank({
        preferences,
        recentlyRead: history.readArticleIds
          .slice(0, RECENTLY_READ_IN_PROMPT)
          .map((id) => byId.get(id)?.title)
          .filter((title): title is string => Boolean(title)),
        candidates: ranked.map((item) => ({ ranked: item, article: byId.get(item.articleId)! })),
        limit,
        now,
      });
      if (outcome.ok) {
        rows = aiRows(ranked, outcome.items, outcome.model, limit);
      } else {
        fallback = outcome.fallback;
        rows = localRows(ranked, limit, fallback);
      }
    } else {
      rows = localRows(ranked, limit);
    }
    await progress(80);

    const stored = await this.personalization.replaceRecommendations(sessionId, rows);
    const models = [...new Set(rows.map((row) => row.aiModel))];
    return {
      message: `Stored ${stored} recommendations (${models.join(' + ') || 'no articles yet'})${fallback ? `; OpenAI fell back: ${fallback}` : ''}`,
      count: stored,
      models,
      ...(fallback ? { fallback } : {}),
    };
  }
}
