import { StoryWindow } from '../shared/domain/stories/story-window';
import { bCubedScores, pairwiseScores, type Scores } from './clustering-metrics';
import type { LabelledArticle } from './eval-data';
import type { KnownArtist } from '../shared/domain/stories/named-entities';

export interface StoryEvalResult {
  pairwise: Scores;
  bCubed: Scores;
  predicted: Map<string, string>;
}

/** Feeds the articles to the assigner in publication order, as the scraper would. */
export function evaluateStories(
  artists: readonly KnownArtist[],
  articles: readonly LabelledArticle[],
): StoryEvalResult {
  const window = new StoryWindow({ artists });
  const ordered = [...articles].sort((left, right) => left.publishedAt.localeCompare(right.publishedAt));
  let stories = 0;
  const predicted = new Map<string, string>();
  for (const article of ordered) {
    const storyId = window.assign({ ...article, publishedAt: new Date(article.publishedAt) }, () => `s${++stories}`);
    predicted.set(article.id, storyId);
  }
  const predictedLabels = ordered.map((article) => predicted.get(article.id) ?? '');
  const goldLabels = ordered.map((article) => article.story);
  return {
    pairwise: pairwiseScores(predictedLabels, goldLabels),
    bCubed: bCubedScores(predictedLabels, goldLabels),
    predicted,
  };
}
