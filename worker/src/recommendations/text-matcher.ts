import type { CandidateArticle } from './engine-types';

/** Where a phrase was found: the headline and tags say more about an article than a passing mention. */
export type MatchPlace = 'headline' | 'body' | 'none';

export interface ArticleText {
  /** Title and tags, lower case. */
  headline: string;
  /** Excerpt and body, lower case. */
  body: string;
  /** Every word of both: a phrase whose first word is missing cannot match, so no scan is needed. */
  words: Set<string>;
}

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

const cache = new Map<string, RegExp | null>();

/**
 * One whole-word, case-insensitive pattern for a list of phrases (artist names
 * may hold any character): a single pass over the text per list, not per phrase.
 */
function patternFor(phrases: readonly string[]): RegExp | null {
  const key = phrases.join('\u0000').toLowerCase();
  let pattern = cache.get(key);
  if (pattern === undefined) {
    const alternatives = phrases
      .map((phrase) => phrase.toLowerCase().trim())
      .filter(Boolean)
      .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
    pattern = alternatives.length
      ? new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join('|')})(?=$|[^\\p{L}\\p{N}])`, 'u')
      : null;
    if (cache.size > 2_000) cache.clear();
    cache.set(key, pattern);
  }
  return pattern;
}

export function articleText(article: CandidateArticle): ArticleText {
  const headline = `${article.title}\n${article.tags.join('\n')}`.toLowerCase();
  const body = `${article.excerpt}\n${article.text}`.toLowerCase();
  return { headline, body, words: new Set(`${headline} ${body}`.split(WORD_SEPARATOR)) };
}

function firstWord(phrase: string): string {
  return phrase.toLowerCase().split(WORD_SEPARATOR).find(Boolean) ?? '';
}

/** The best place any of the phrases occurs. */
export function findPhrases(text: ArticleText, phrases: readonly string[]): MatchPlace {
  if (!phrases.some((phrase) => text.words.has(firstWord(phrase)))) return 'none';
  const pattern = patternFor(phrases);
  if (!pattern) return 'none';
  if (pattern.test(text.headline)) return 'headline';
  return pattern.test(text.body) ? 'body' : 'none';
}
