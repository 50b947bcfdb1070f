import type { CandidateArticle } from './engine-types';

/** Where a phrase was found: the headline and tags say more about an article than a passing mention. */
export type MatchPlace = 'headline' | 'body' | 'none';

export interface ArticleText {
  /** Title and tags, lower case. */
  headline: string;
  /** Excerpt and body, lower case. */
  body: string;
}

const cache = new Map<string, RegExp>();

/** A whole-word, case-insensitive pattern for a phrase (artist names may hold any character). */
function patternFor(phrase: string): RegExp {
  const key = phrase.toLowerCase();
  let pattern = cache.get(key);
  if (!pattern) {
    const escaped = key.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'u');
    if (cache.size > 2_000) cache.clear();
    cache.set(key, pattern);
  }
  return pattern;
}

export function articleText(article: CandidateArticle): ArticleText {
  return {
    headline: `${article.title}\n${article.tags.join('\n')}`.toLowerCase(),
    body: `${article.excerpt}\n${article.text}`.toLowerCase(),
  };
}

/** The best place any of the phrases occurs. */
export function findPhrases(text: ArticleText, phrases: readonly string[]): MatchPlace {
  let place: MatchPlace = 'none';
  for (const phrase of phrases) {
    if (!phrase.trim()) continue;
    const pattern = patternFor(phrase);
    if (pattern.test(text.headline)) return 'headline';
    if (place === 'none' && pattern.test(text.body)) place = 'body';
  }
  return place;
}
