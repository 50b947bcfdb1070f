import { ARTICLE_CATEGORY_LABELS, isArticleCategory } from '@api/shared/domain/categories';
import { readTimeMinutes } from '@api/shared/domain/reading';
import type { CandidateArticle, EngineInput, RankedArticle, Signal } from './engine-types';
import { LONG_FORM_MIN_WORDS } from './interest-vocabulary';

/**
 * A first list for a reader we know nothing about yet (no preferences, nothing
 * read): the editors' featured story, the newest story, what others read most
 * this week, a long read, then the newest story of each section in turn, so
 * the list shows the range of the site. Each reason says plainly why it is
 * there; the match scores stay below the green band because nothing was matched.
 */
const SLOT_SCORES = { featured: 74, newest: 72, trending: 70, longRead: 68, variety: 64 } as const;
const VARIETY_STEP = 2;
const VARIETY_FLOOR = 55;
const DAY_MS = 86_400_000;

type Slot = keyof typeof SLOT_SCORES;

interface Pick {
  article: CandidateArticle;
  slot: Slot;
  reason: string;
}

export function isColdStart(input: EngineInput): boolean {
  return input.preferences === null && input.readArticleIds.length === 0;
}

export function coldStartList(input: EngineInput): RankedArticle[] {
  const newestFirst = [...input.articles].sort(
    (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id,
  );
  const picks: Pick[] = [];
  const taken = new Set<number>();
  const take = (article: CandidateArticle | undefined, slot: Slot, reason: (a: CandidateArticle) => string) => {
    if (!article || taken.has(article.id)) return;
    taken.add(article.id);
    picks.push({ article, slot, reason: reason(article) });
  };

  take(
    newestFirst.find((article) => article.featured),
    'featured',
    () => "Our editors' featured story right now",
  );
  take(
    newestFirst.find((article) => !taken.has(article.id)),
    'newest',
    (article) => `Our newest story: ${publishedPhrase(article, input.now)}`,
  );
  const mostRead = [...newestFirst]
    .filter((article) => !taken.has(article.id) && (input.trendingCounts.get(article.id) ?? 0) > 0)
    .sort((a, b) => (input.trendingCounts.get(b.id) ?? 0) - (input.trendingCounts.get(a.id) ?? 0))[0];
  take(mostRead, 'trending', (article) => {
    const reads = input.trendingCounts.get(article.id) ?? 0;
    return `Most read this week: ${reads} ${reads === 1 ? 'read' : 'reads'}`;
  });
  take(
    newestFirst.find((article) => !taken.has(article.id) && isLongRead(article)),
    'longRead',
    (article) => `A long read (${readTimeMinutes(article.wordCount)} min) for when you have time`,
  );

  // Then one story per section in turn, newest first, skipping sections already in the list.
  const bySection = new Map<string, CandidateArticle[]>();
  for (const article of newestFirst) {
    if (taken.has(article.id)) continue;
    bySection.set(article.category, [...(bySection.get(article.category) ?? []), article]);
  }
  const sectionsInList = new Set(picks.map((pick) => pick.article.category));
  const sections = [...bySection.keys()].sort((a, b) => Number(sectionsInList.has(a)) - Number(sectionsInList.has(b)));
  while (picks.length < input.limit && sections.some((section) => bySection.get(section)?.length)) {
    for (const section of sections) {
      if (picks.length >= input.limit) break;
      take(bySection.get(section)?.shift(), 'variety', (article) => `Newest in ${sectionLabel(article.category)}`);
    }
  }

  let variety = 0;
  return picks.slice(0, Math.max(0, input.limit)).map(({ article, slot, reason }) => {
    const score =
      slot === 'variety' ? Math.max(VARIETY_FLOOR, SLOT_SCORES.variety - VARIETY_STEP * variety++) : SLOT_SCORES[slot];
    const trendingCount = input.trendingCounts.get(article.id) ?? 0;
    const maxTrending = Math.max(0, ...input.trendingCounts.values());
    const signals: Signal[] = [{ kind: 'recency', strength: 1, phrase: reason }];
    return {
      articleId: article.id,
      score,
      reason,
      preferenceMatch: 0,
      trendingScore: maxTrending > 0 ? Math.round((100 * Math.log1p(trendingCount)) / Math.log1p(maxTrending)) : 0,
      readMinutes: readTimeMinutes(article.wordCount),
      signals,
    };
  });
}

function isLongRead(article: CandidateArticle): boolean {
  return article.hasLongForm || article.wordCount >= LONG_FORM_MIN_WORDS;
}

function sectionLabel(category: string): string {
  return isArticleCategory(category) ? ARTICLE_CATEGORY_LABELS[category] : category;
}

function publishedPhrase(article: CandidateArticle, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - article.publishedAt.getTime()) / DAY_MS));
  return days === 0 ? 'published today' : days === 1 ? 'published yesterday' : `published ${days} days ago`;
}
