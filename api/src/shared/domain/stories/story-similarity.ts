import type { ArticleFeatures } from './article-features';
import type { DocumentFrequency } from './document-frequency';
import type { StoryState } from './story-state';
import { cosine } from './term-vector';

export interface StoryMatch {
  score: number;
  reason: 'near-duplicate' | 'similar' | 'different-event' | 'different-artists' | 'round-up';
}

function overlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const item of left) if (right.has(item)) shared++;
  return shared / Math.min(left.size, right.size);
}

/*
 * Evidence beyond the words: the same quoted title or the same label or venue
 * is strong, since two reports of one event quote the same names.
 */
const QUOTED_TITLE_BONUS = 0.15;
const PHRASE_BONUS = 0.1;

/**
 * How well an article fits an active story. Near-identical text joins outright;
 * a round-up joins nothing else; stories whose artists or events disagree are
 * kept apart whatever their words share; otherwise TF-IDF cosine against the
 * story's centroid plus the named entities they share.
 */
export function storySimilarity(article: ArticleFeatures, story: StoryState, frequency: DocumentFrequency): StoryMatch {
  if (story.hasNearDuplicateOf(article)) return { score: 1, reason: 'near-duplicate' };
  if (article.roundUp || story.roundUp) return { score: 0, reason: 'round-up' };
  const articleArtists = article.entities.artists;
  if (articleArtists.size > 0 && story.artists.size > 0 && overlap(articleArtists, story.artists) === 0) {
    return { score: 0, reason: 'different-artists' };
  }
  const storyEvent = story.event;
  if (article.event && storyEvent && article.event !== storyEvent) return { score: 0, reason: 'different-event' };
  const text = cosine(frequency.weigh(article.counts), frequency.weigh(story.counts));
  const entities =
    QUOTED_TITLE_BONUS * overlap(article.entities.quotedTitles, story.quotedTitles) +
    PHRASE_BONUS * overlap(article.entities.phrases, story.phrases);
  return { score: text + entities, reason: 'similar' };
}
