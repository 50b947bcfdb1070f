import type { ArticleFeatures } from './article-features';
import type { DocumentFrequency } from './document-frequency';
import type { StoryState } from './story-state';
import { eventsAgree } from './event-kinds';
import { cosine, type TermVector } from './term-vector';

export interface StoryMatch {
  score: number;
  reason:
    | 'near-duplicate'
    | 'similar'
    | 'same-outlet'
    | 'different-event'
    | 'different-artists'
    | 'different-names'
    | 'round-up';
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

const mentions = (vocabulary: ReadonlySet<string>, name: readonly string[]) =>
  name.every((word) => vocabulary.has(word));

/*
 * Each side's headline names someone or something the other never mentions:
 * 'Rena Drift signs with Low Tide' against 'Low Tide lands Kofi Static' share
 * a label and an event but are two signings. One-sided gaps are normal (a
 * headline may add a city), so only a gap on both sides keeps them apart.
 */
function headlinesDisagree(article: ArticleFeatures, story: StoryState): boolean {
  const articleGap = article.headlineNames.some((name) => !mentions(story.vocabulary, name));
  const storyGap = story.headlineNames.some((name) => !mentions(article.vocabulary, name));
  return articleGap && storyGap;
}

/*
 * Re-weighing a story's centroid for every article would cost the most of all;
 * the IDF drifts slowly, so a vector is reused until its story grows or the
 * window's size moves by a tenth.
 */
function storyVector(story: StoryState, frequency: DocumentFrequency): TermVector {
  const cached = story.cachedVector;
  if (
    cached &&
    cached.memberCount === story.members.length &&
    Math.abs(cached.windowSize - frequency.size) <= Math.max(10, frequency.size / 10)
  ) {
    return cached.vector;
  }
  const vector = frequency.weigh(story.counts);
  story.cachedVector = { vector, windowSize: frequency.size, memberCount: story.members.length };
  return vector;
}

/**
 * How well an article fits an active story. A story holds one report per
 * outlet: an outlet's second piece on a subject within days is an update or a
 * follow-up (or, on the desk, a story of our own), shown as its own story.
 * Near-identical text joins outright;
 * a round-up joins nothing else; stories whose artists or events disagree are
 * kept apart whatever their words share; otherwise TF-IDF cosine against the
 * story's centroid plus the named entities they share.
 */
export function storySimilarity(
  article: ArticleFeatures,
  articleVector: TermVector,
  story: StoryState,
  frequency: DocumentFrequency,
): StoryMatch {
  if (story.outlets.has(article.outlet)) return { score: 0, reason: 'same-outlet' };
  if (story.hasNearDuplicateOf(article)) return { score: 1, reason: 'near-duplicate' };
  if (article.roundUp || story.roundUp) return { score: 0, reason: 'round-up' };
  const articleArtists = article.entities.artists;
  if (articleArtists.size > 0 && story.artists.size > 0 && overlap(articleArtists, story.artists) === 0) {
    return { score: 0, reason: 'different-artists' };
  }
  if (!eventsAgree(article, { event: story.event, eventProfile: story.eventProfile })) {
    return { score: 0, reason: 'different-event' };
  }
  if (headlinesDisagree(article, story)) return { score: 0, reason: 'different-names' };
  const text = cosine(articleVector, storyVector(story, frequency));
  const entities =
    QUOTED_TITLE_BONUS * overlap(article.entities.quotedTitles, story.quotedTitles) +
    PHRASE_BONUS * overlap(article.entities.phrases, story.phrases);
  return { score: text + entities, reason: 'similar' };
}
