import { ARTICLE_CATEGORY_LABELS, isArticleCategory } from '@api/shared/domain/categories';
import type { Preferences } from '@api/shared/contracts/personalization';
import type { CandidateArticle, EngineInput, RankedArticle, Signal, SignalKind } from './engine-types';
import { hasInterests, InterestHit, matchPreferences } from './preference-match';
import { readTimeMinutes } from '@api/shared/domain/reading';
import { LOCAL_RANKING_MODEL } from '@api/shared/domain/ranking-models';
import { articleText } from './text-matcher';
import { coldStartList, isColdStart } from './cold-start';

/** The name the local rules rank under (see rankedByAi: the site never calls them AI). */
export const LOCAL_MODEL = LOCAL_RANKING_MODEL;

/**
 * How much each signal counts. Stated preferences dominate; reading time, what
 * is fresh, what others read this week and what this reader read before refine.
 * Only signals that apply to the session take part, so a reader without
 * preferences still gets scores spread over 0..100.
 */
export const SIGNAL_WEIGHTS: Record<SignalKind, number> = {
  preference: 55,
  readingFit: 15,
  recency: 12,
  trending: 10,
  affinity: 8,
};

/** Without stated interests or history we know little about the reader: scores stay modest. */
const UNKNOWN_READER_FACTOR = 0.75;
const DAY_MS = 86_400_000;
/** The reason shows the two strongest signals; weaker ones are not worth a reader's attention. */
const REASON_PARTS = 2;
const MIN_STRENGTH_TO_MENTION: Record<SignalKind, number> = {
  preference: 0.3,
  readingFit: 1,
  recency: 0.33,
  trending: 0.01,
  affinity: 0.3,
};
const FALLBACK_REASON = "A recent story you haven't read yet";

/**
 * The local engine: pure and deterministic (the same input always gives the
 * same list). Already-read articles drop out unless nothing else is left. A
 * reader with no preferences and nothing read gets the cold-start list.
 */
export function rankArticles(input: EngineInput): RankedArticle[] {
  if (isColdStart(input)) return coldStartList(input);
  const readIds = new Set(input.readArticleIds);
  const readArticles = input.articles.filter((article) => readIds.has(article.id));
  const unread = input.articles.filter((article) => !readIds.has(article.id));
  const candidates = unread.length > 0 ? unread : input.articles;

  const maxTrending = Math.max(0, ...candidates.map((article) => input.trendingCounts.get(article.id) ?? 0));
  const history = historyProfile(readArticles);
  const withInterests = hasInterests(input.preferences);
  const active: SignalKind[] = ['recency', 'trending'];
  if (withInterests) active.push('preference');
  if (input.preferences) active.push('readingFit');
  if (history) active.push('affinity');
  const totalWeight = active.reduce((sum, kind) => sum + SIGNAL_WEIGHTS[kind], 0);
  const readerFactor = withInterests || history ? 1 : UNKNOWN_READER_FACTOR;

  const scored = candidates.map((article) => {
    const readMinutes = readTimeMinutes(article.wordCount);
    const trendingCount = input.trendingCounts.get(article.id) ?? 0;
    const trending = maxTrending > 0 ? Math.log1p(trendingCount) / Math.log1p(maxTrending) : 0;
    const match = withInterests
      ? matchPreferences(input.preferences as Preferences, article, articleText(article), readMinutes)
      : { score: 0, hits: [] };

    const signals: Signal[] = [
      recencySignal(article, input.now),
      { kind: 'trending', strength: trending, phrase: trendingPhrase(trendingCount) },
    ];
    if (withInterests)
      signals.push({ kind: 'preference', strength: match.score, phrase: preferencePhrase(match.hits) });
    if (input.preferences) signals.push(readingFitSignal(readMinutes, input.preferences.readingTime));
    if (history) signals.push(affinitySignal(article, history));

    const raw =
      (signals.reduce((sum, signal) => sum + SIGNAL_WEIGHTS[signal.kind] * signal.strength, 0) / totalWeight) *
      readerFactor;
    return {
      article,
      raw,
      trendingCount,
      ranked: {
        articleId: article.id,
        score: clampScore(raw * 100),
        reason: reasonFrom(signals),
        preferenceMatch: clampScore(match.score * 100),
        trendingScore: clampScore(trending * 100),
        readMinutes,
        signals,
      } satisfies RankedArticle,
    };
  });

  scored.sort(
    (a, b) =>
      b.raw - a.raw ||
      b.trendingCount - a.trendingCount ||
      b.article.publishedAt.getTime() - a.article.publishedAt.getTime() ||
      a.article.id - b.article.id,
  );
  return scored.slice(0, Math.max(0, input.limit)).map((entry) => entry.ranked);
}

export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(100, Math.round(value)));
}

function recencySignal(article: CandidateArticle, now: Date): Signal {
  const ageDays = Math.max(0, Math.floor((now.getTime() - article.publishedAt.getTime()) / DAY_MS));
  const exactAgeDays = Math.max(0, (now.getTime() - article.publishedAt.getTime()) / DAY_MS);
  const phrase =
    ageDays === 0 ? 'Published today' : ageDays === 1 ? 'Published yesterday' : `Published ${ageDays} days ago`;
  // Half as fresh after a week, a fifth after a month.
  return { kind: 'recency', strength: 1 / (1 + exactAgeDays / 7), phrase };
}

function trendingPhrase(count: number): string {
  return `Trending: ${count} ${count === 1 ? 'read' : 'reads'} this week`;
}

function readingFitSignal(readMinutes: number, readingTime: number): Signal {
  // Anything within the reader's time fits; each minute over it fits a fifth less.
  const strength = readMinutes <= readingTime ? 1 : Math.max(0, 1 - (readMinutes - readingTime) / 5);
  return {
    kind: 'readingFit',
    strength,
    phrase: `${readMinutes} min read fits your ${readingTime}-minute reading time`,
  };
}

function preferencePhrase(hits: InterestHit[]): string {
  const mentionable = hits.filter((hit) => hit.strength >= 0.4);
  const artist = mentionable.find((hit) => hit.dimension === 'artists');
  const interests = mentionable
    .filter((hit) => hit.dimension !== 'artists')
    .slice(0, 2)
    .map((hit) => hit.choice);
  const interestText = interests.length ? `your interest in ${interests.join(' and ')}` : '';
  if (artist && interestText) return `Features ${artist.choice} and matches ${interestText}`;
  if (artist) return `Features ${artist.choice}, an artist you follow`;
  if (interestText) return `Matches ${interestText}`;
  return '';
}

interface HistoryProfile {
  categoryShare: Map<string, number>;
  tags: Set<string>;
  topCategory: string;
}

function historyProfile(readArticles: CandidateArticle[]): HistoryProfile | null {
  if (readArticles.length === 0) return null;
  const counts = new Map<string, number>();
  const tags = new Set<string>();
  for (const article of readArticles) {
    counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
    for (const tag of article.tags) tags.add(tag.toLowerCase());
  }
  const categoryShare = new Map([...counts].map(([category, count]) => [category, count / readArticles.length]));
  const topCategory = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  return { categoryShare, tags, topCategory };
}

function affinitySignal(article: CandidateArticle, history: HistoryProfile): Signal {
  const categoryShare = history.categoryShare.get(article.category) ?? 0;
  const sharedTags = article.tags.filter((tag) => history.tags.has(tag.toLowerCase()));
  const strength = 0.6 * categoryShare + 0.4 * Math.min(1, sharedTags.length / 2);
  const label = isArticleCategory(article.category) ? ARTICLE_CATEGORY_LABELS[article.category] : article.category;
  const phrase =
    sharedTags.length > 0 && categoryShare < 0.5
      ? `Related to ${sharedTags[0]}, which you've read about`
      : `Similar to the ${label} stories you've read`;
  return { kind: 'affinity', strength, phrase };
}

/** The strongest signals, in the reader's words: the weighted contribution decides the order. */
function reasonFrom(signals: Signal[]): string {
  const parts = signals
    .filter((signal) => signal.phrase && signal.strength >= MIN_STRENGTH_TO_MENTION[signal.kind])
    .sort((a, b) => SIGNAL_WEIGHTS[b.kind] * b.strength - SIGNAL_WEIGHTS[a.kind] * a.strength)
    .slice(0, REASON_PARTS)
    .map((signal) => signal.phrase);
  return parts.length ? parts.join(' · ') : FALLBACK_REASON;
}
