import type { ArticleFeatures } from './article-features';
import { isNearDuplicate } from './simhash';
import { addCounts } from './term-vector';

/** One active story as the assigner holds it in memory: the sum of its articles. */
export class StoryState {
  readonly members: ArticleFeatures[] = [];
  readonly counts = new Map<string, number>();
  readonly artists = new Set<string>();
  readonly quotedTitles = new Set<string>();
  readonly phrases = new Set<string>();
  private readonly events = new Map<string, number>();
  readonly eventProfile = new Map<string, number>();
  readonly headlineNames: string[][] = [];
  readonly vocabulary = new Set<string>();
  readonly outlets = new Set<string>();
  /** The weighted centroid, kept until the story or the window has changed enough. */
  cachedVector: { vector: Map<string, number>; windowSize: number; memberCount: number } | null = null;
  firstAt = Number.POSITIVE_INFINITY;
  lastAt = Number.NEGATIVE_INFINITY;

  constructor(readonly id: string) {}

  add(article: ArticleFeatures): void {
    this.members.push(article);
    this.outlets.add(article.outlet);
    addCounts(this.counts, article.counts);
    for (const artist of article.entities.artists) this.artists.add(artist);
    for (const title of article.entities.quotedTitles) this.quotedTitles.add(title);
    for (const phrase of article.entities.phrases) this.phrases.add(phrase);
    addCounts(this.eventProfile, article.eventProfile);
    this.headlineNames.push(...article.headlineNames);
    for (const word of article.vocabulary) this.vocabulary.add(word);
    if (article.event) this.events.set(article.event, (this.events.get(article.event) ?? 0) + 1);
    this.firstAt = Math.min(this.firstAt, article.publishedAt);
    this.lastAt = Math.max(this.lastAt, article.publishedAt);
  }

  /** The event most of its articles report; null when none names one. */
  get event(): string | null {
    let best: string | null = null;
    let bestCount = 0;
    for (const [event, count] of this.events) {
      if (count > bestCount) [best, bestCount] = [event, count];
    }
    return best;
  }

  get roundUp(): boolean {
    return this.members[0]?.roundUp ?? false;
  }

  hasNearDuplicateOf(article: ArticleFeatures): boolean {
    return this.members.some((member) => isNearDuplicate(member.fingerprint, article.fingerprint));
  }
}
