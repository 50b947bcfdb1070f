import { ARTICLE_CATEGORY_LABELS, type ArticleCategory, isArticleCategory } from './categories';

/** Most personal picks one reader's digest carries. */
export const MAX_PERSONAL_PICKS = 5;
/** Reads of one category within the month that make the category a reason. */
const CATEGORY_READS_THAT_COUNT = 2;

/** A recent story a digest may pick, with who it mentions and how many read it this week. */
export interface DigestCandidate {
  id: number;
  storyId: number;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  artistIds: number[];
  weekReaders: number;
}

/** What the digest knows of one reader: their follows, chosen categories and this month's reads, newest first. */
export interface ReaderSignals {
  follows: { artistId: number; name: string }[];
  categories: string[];
  reads: { articleId: number; storyId: number; title: string; category: string; artistIds: number[] }[];
}

export interface PersonalPick {
  articleId: number;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  /** One line saying why the story is in this reader's issue. */
  why: string;
}

export type PicksHeading = 'Picked for you' | 'Most read this week';

export interface ReaderPicks {
  heading: PicksHeading;
  picks: PersonalPick[];
}

/** What the editor's core holds: its stories are never picked again. */
export interface DigestCore {
  articleIds: ReadonlySet<number>;
  storyIds: ReadonlySet<number>;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** 'Reviews', 'Features', 'Culture stories', 'Breaking News stories': how a count of a category reads. */
function categoryPlural(category: ArticleCategory, n: number): string {
  const label = ARTICLE_CATEGORY_LABELS[category];
  if (category === 'REVIEW' || category === 'FEATURE') return n === 1 ? label : `${label}s`;
  return n === 1 ? `${label} story` : `${label} stories`;
}

function hasSignals(signals: ReaderSignals): boolean {
  return signals.follows.length > 0 || signals.categories.length > 0 || signals.reads.length > 0;
}

interface Reason {
  score: number;
  why: string;
}

/**
 * The strongest reason this reader has for a story, or null. A followed
 * artist beats a story that shares an artist with one they read, which beats
 * a category they keep reading, which beats a category they chose.
 */
function reasonFor(
  candidate: DigestCandidate,
  signals: ReaderSignals,
  categoryReads: Map<string, number>,
): Reason | null {
  const followed = signals.follows.find((follow) => candidate.artistIds.includes(follow.artistId));
  if (followed) return { score: 4, why: `You follow ${followed.name}` };
  const related = signals.reads.find((read) => read.artistIds.some((id) => candidate.artistIds.includes(id)));
  if (related) return { score: 3, why: `Because you read ${related.title}` };
  const readCount = categoryReads.get(candidate.category) ?? 0;
  if (readCount >= CATEGORY_READS_THAT_COUNT && isArticleCategory(candidate.category)) {
    return {
      score: 2,
      why: `You read ${countWord(readCount)} ${categoryPlural(candidate.category, readCount)} this month`,
    };
  }
  if (signals.categories.includes(candidate.category) && isArticleCategory(candidate.category)) {
    return { score: 1, why: `You chose ${ARTICLE_CATEGORY_LABELS[candidate.category]} in your preferences` };
  }
  return null;
}

function asPick(candidate: DigestCandidate, why: string): PersonalPick {
  return {
    articleId: candidate.id,
    title: candidate.title,
    excerpt: candidate.excerpt,
    category: candidate.category,
    imageUrl: candidate.imageUrl,
    why,
  };
}

/** Keeps the first candidate of each story, in order, up to the pick limit. */
function firstOfEachStory<T extends { candidate: DigestCandidate }>(ranked: T[]): T[] {
  const seen = new Set<number>();
  return ranked
    .filter(({ candidate }) => {
      if (seen.has(candidate.storyId)) return false;
      seen.add(candidate.storyId);
      return true;
    })
    .slice(0, MAX_PERSONAL_PICKS);
}

/**
 * Up to five stories for one reader on top of the editor's core: from their
 * follows, the artists of what they read, the categories they read and chose;
 * never a story in the core nor one they read (nor another outlet's report of
 * either). A reader with no signal, or none that finds a story, gets the
 * week's most-read stories instead (read by someone this week), under a
 * heading that says so.
 */
export function choosePicks(candidates: DigestCandidate[], signals: ReaderSignals, core: DigestCore): ReaderPicks {
  const readArticles = new Set(signals.reads.map((read) => read.articleId));
  const readStories = new Set(signals.reads.map((read) => read.storyId));
  const open = candidates.filter(
    (candidate) =>
      !core.articleIds.has(candidate.id) &&
      !core.storyIds.has(candidate.storyId) &&
      !readArticles.has(candidate.id) &&
      !readStories.has(candidate.storyId),
  );

  if (hasSignals(signals)) {
    const categoryReads = new Map<string, number>();
    for (const read of signals.reads) categoryReads.set(read.category, (categoryReads.get(read.category) ?? 0) + 1);
    const ranked = open
      .map((candidate) => ({ candidate, reason: reasonFor(candidate, signals, categoryReads) }))
      .filter((entry): entry is { candidate: DigestCandidate; reason: Reason } => entry.reason !== null)
      .sort(
        (a, b) =>
          b.reason.score - a.reason.score ||
          b.candidate.weekReaders - a.candidate.weekReaders ||
          b.candidate.id - a.candidate.id,
      );
    const picks = firstOfEachStory(ranked).map(({ candidate, reason }) => asPick(candidate, reason.why));
    if (picks.length > 0) return { heading: 'Picked for you', picks };
  }

  const mostRead = open
    .filter((candidate) => candidate.weekReaders > 0)
    .sort((a, b) => b.weekReaders - a.weekReaders || b.id - a.id)
    .map((candidate) => ({ candidate }));
  return {
    heading: 'Most read this week',
    picks: firstOfEachStory(mostRead).map(({ candidate }) => asPick(candidate, "One of the week's most-read stories")),
  };
}
