import type { Preferences } from '@api/shared/contracts/personalization';
import type { CandidateArticle } from './engine-types';
import {
  CATEGORY_RULES,
  CONTENT_TYPE_KEYWORDS,
  LONG_FORM_MIN_WORDS,
  QUICK_READ_MAX_MINUTES,
  TOPIC_KEYWORDS,
  TOPIC_NEIGHBOURS,
} from './interest-vocabulary';
import { ArticleText, findPhrases, MatchPlace } from './text-matcher';

/** A preference choice the article satisfies, and how clearly (0..1). */
export interface InterestHit {
  dimension: 'categories' | 'topics' | 'artists' | 'contentTypes';
  choice: string;
  strength: number;
}

export interface PreferenceMatch {
  /** 0..1 */
  score: number;
  /** Strongest first. */
  hits: InterestHit[];
}

const strengthOf = (place: MatchPlace, headline: number, body: number) =>
  place === 'headline' ? headline : place === 'body' ? body : 0;

function categoryHits(preferences: Preferences, article: CandidateArticle, text: ArticleText): InterestHit[] {
  return preferences.categories.map((choice) => {
    const rule = CATEGORY_RULES[choice];
    if (!rule) return { dimension: 'categories' as const, choice, strength: 0 };
    const strength = rule.articleCategories.includes(article.category as never)
      ? 1
      : strengthOf(findPhrases(text, rule.keywords), 0.8, 0.5);
    return { dimension: 'categories' as const, choice, strength };
  });
}

/** Where the article matches a topic; a neighbouring genre in its headline leaves only headline matches. */
export function topicPlace(choice: string, text: ArticleText): MatchPlace {
  const place = findPhrases(text, TOPIC_KEYWORDS[choice] ?? [choice]);
  if (place !== 'body') return place;
  const neighbours = TOPIC_NEIGHBOURS[choice] ?? [];
  return neighbours.length && findPhrases(headlineOnly(text), neighbours) === 'headline' ? 'none' : place;
}

function headlineOnly(text: ArticleText): ArticleText {
  return { ...text, body: '' };
}

function topicHits(preferences: Preferences, text: ArticleText): InterestHit[] {
  return preferences.topics.map((choice) => ({
    dimension: 'topics' as const,
    choice,
    strength: strengthOf(topicPlace(choice, text), 1, 0.6),
  }));
}

function artistHits(preferences: Preferences, text: ArticleText): InterestHit[] {
  return preferences.artists.map((choice) => ({
    dimension: 'artists' as const,
    choice,
    strength: strengthOf(findPhrases(text, [choice]), 1, 0.7),
  }));
}

function contentTypeHits(
  preferences: Preferences,
  article: CandidateArticle,
  text: ArticleText,
  readMinutes: number,
): InterestHit[] {
  return preferences.contentTypes.map((choice) => {
    let strength = strengthOf(findPhrases(text, CONTENT_TYPE_KEYWORDS[choice] ?? []), 0.8, 0.4);
    if (choice === 'Breaking News' && article.category === 'BREAKING') strength = 1;
    if (choice === 'Quick Reads')
      strength = readMinutes <= QUICK_READ_MAX_MINUTES ? 1 : readMinutes <= QUICK_READ_MAX_MINUTES + 1 ? 0.5 : 0;
    if (choice === 'Long-form Articles') {
      strength = Math.max(
        strength,
        article.hasLongForm || article.wordCount >= LONG_FORM_MIN_WORDS ? 1 : article.wordCount >= 600 ? 0.6 : 0,
      );
    }
    return { dimension: 'contentTypes' as const, choice, strength };
  });
}

export function hasInterests(preferences: Preferences | null): preferences is Preferences {
  return Boolean(
    preferences &&
    (preferences.categories.length ||
      preferences.topics.length ||
      preferences.artists.length ||
      preferences.contentTypes.length),
  );
}

/**
 * Each filled-in dimension (categories, topics, artists, formats) scores its
 * best hit, with a small bonus per further hit. The article's match is mostly
 * its best dimension, so ticking many boxes never punishes a reader, and partly
 * the average, so matching on several dimensions ranks higher.
 */
export function matchPreferences(
  preferences: Preferences,
  article: CandidateArticle,
  text: ArticleText,
  readMinutes: number,
): PreferenceMatch {
  const dimensions = [
    categoryHits(preferences, article, text),
    topicHits(preferences, text),
    artistHits(preferences, text),
    contentTypeHits(preferences, article, text, readMinutes),
  ].filter((hits) => hits.length > 0);
  if (dimensions.length === 0) return { score: 0, hits: [] };

  const dimensionScores = dimensions.map((hits) => {
    const strengths = hits
      .map((hit) => hit.strength)
      .filter((s) => s > 0)
      .sort((a, b) => b - a);
    if (strengths.length === 0) return 0;
    return Math.min(1, strengths[0] + 0.1 * (strengths.length - 1));
  });
  const best = Math.max(...dimensionScores);
  const mean = dimensionScores.reduce((sum, s) => sum + s, 0) / dimensionScores.length;
  const hits = dimensions
    .flat()
    .filter((hit) => hit.strength > 0)
    .sort((a, b) => b.strength - a.strength || a.choice.localeCompare(b.choice));
  return { score: 0.75 * best + 0.25 * mean, hits };
}
