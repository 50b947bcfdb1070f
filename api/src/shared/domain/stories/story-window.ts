import { articleFeatures, type ArticleFeatures, type StoryArticle } from './article-features';
import { DocumentFrequency } from './document-frequency';
import { ArtistLexicon, type KnownArtist } from './named-entities';
import { OutletBoilerplate } from './outlet-boilerplate';
import { storySimilarity, type StoryMatch } from './story-similarity';
import { StoryState } from './story-state';
import type { TermVector } from './term-vector';

const HOUR = 3_600_000;

export interface StoryWindowOptions {
  artists: readonly KnownArtist[];
  /** Only stories with an article this recent are candidates; older news is a new story. */
  activeHours?: number;
  /** The similarity an article needs to join a story rather than start one. */
  joinThreshold?: number;
}

export type StoryDecision = { storyId: string; match: StoryMatch } | { storyId: null; match: StoryMatch | null };

/** How many of an article's heaviest terms look up candidate stories. */
const CANDIDATE_TERMS = 12;
/** At most this many stories are scored per article. */
const MAX_CANDIDATES = 40;

/**
 * The active stories in memory: an online assigner that takes each article once,
 * in arrival order, and either joins it to one active story or starts a new one.
 * Never re-clusters. Rebuilt after a restart by placing the window's stored
 * articles with their stored story ids (see `place`).
 */
export class StoryWindow {
  private readonly lexicon: ArtistLexicon;
  private readonly boilerplate = new OutletBoilerplate();
  private readonly frequency = new DocumentFrequency();
  private readonly stories = new Map<string, StoryState>();
  private readonly storiesByKey = new Map<string, Set<string>>();
  /** Stories in the order they were last touched, oldest first; stale entries skipped. */
  private readonly expiry: { storyId: string; at: number }[] = [];
  private expiryHead = 0;
  private newest = Number.NEGATIVE_INFINITY;
  private readonly activeMs: number;
  private readonly joinThreshold: number;

  constructor(options: StoryWindowOptions) {
    this.lexicon = new ArtistLexicon(options.artists);
    this.activeMs = (options.activeHours ?? 72) * HOUR;
    this.joinThreshold = options.joinThreshold ?? 0.3;
  }

  /** Features of an article with its outlet's boilerplate removed. */
  featuresOf(article: StoryArticle): ArticleFeatures {
    const body = this.boilerplate.strip(article.outlet, article.body);
    const title = this.boilerplate.strip(article.outlet, article.title).replace(/\n/g, ' ');
    return articleFeatures({ ...article, title, body }, this.lexicon);
  }

  /** The story an article joins, or null for a new one. Changes nothing. */
  decide(article: ArticleFeatures): StoryDecision {
    this.expire(Math.max(this.newest, article.publishedAt));
    let best: { storyId: string; match: StoryMatch } | null = null;
    const articleVector = this.frequency.weigh(article.counts);
    for (const story of this.candidatesFor(article, articleVector)) {
      const match = storySimilarity(article, articleVector, story, this.frequency);
      if (!best || match.score > best.match.score) best = { storyId: story.id, match };
    }
    if (best && best.match.score >= this.joinThreshold) return best;
    return { storyId: null, match: best?.match ?? null };
  }

  /** Records an article in a story (decided here, by an editor, or read back from storage). */
  place(article: StoryArticle, features: ArticleFeatures, storyId: string): void {
    this.boilerplate.learn(article.outlet, `${article.title}\n${article.body}`);
    this.newest = Math.max(this.newest, features.publishedAt);
    this.frequency.add(features.counts.keys());
    const story = this.stories.get(storyId) ?? new StoryState(storyId);
    this.stories.set(storyId, story);
    story.add(features);
    for (const key of this.keysOf(features, features.counts.keys())) {
      const ids = this.storiesByKey.get(key) ?? new Set<string>();
      ids.add(storyId);
      this.storiesByKey.set(key, ids);
    }
    this.expiry.push({ storyId, at: story.lastAt });
  }

  /** Decides and places in one step; `newStoryId` names a story when one starts. */
  assign(article: StoryArticle, newStoryId: () => string): string {
    const features = this.featuresOf(article);
    const storyId = this.decide(features).storyId ?? newStoryId();
    this.place(article, features, storyId);
    return storyId;
  }

  get activeStoryCount(): number {
    return this.stories.size;
  }

  private *keysOf(features: ArticleFeatures, terms: Iterable<string>): Iterable<string> {
    for (const artist of features.entities.artists) yield `artist:${artist}`;
    for (const title of features.entities.quotedTitles) yield `title:${title}`;
    for (const term of terms) yield `term:${term}`;
  }

  /**
   * Stories sharing an artist, a quoted title or one of the article's heaviest
   * terms, best-connected first and capped: the window's size never sets the cost.
   */
  private candidatesFor(article: ArticleFeatures, articleVector: TermVector): StoryState[] {
    const heaviest = [...articleVector]
      .sort((left, right) => right[1] - left[1])
      .slice(0, CANDIDATE_TERMS)
      .map(([term]) => term);
    const hits = new Map<string, number>();
    for (const key of this.keysOf(article, heaviest)) {
      for (const id of this.storiesByKey.get(key) ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
    }
    const ids = [...hits]
      .sort((left, right) => right[1] - left[1])
      .slice(0, MAX_CANDIDATES)
      .map(([id]) => id);
    const candidates: StoryState[] = [];
    for (const id of ids) {
      const story = this.stories.get(id);
      if (
        story &&
        article.publishedAt - story.lastAt <= this.activeMs &&
        story.firstAt - article.publishedAt <= this.activeMs
      ) {
        candidates.push(story);
      }
    }
    return candidates;
  }

  /** Drops stories with no article in the active window, and their words from the IDF. */
  private expire(now: number): void {
    const cutoff = now - this.activeMs;
    while (this.expiryHead < this.expiry.length && this.expiry[this.expiryHead].at < cutoff) {
      const { storyId, at } = this.expiry[this.expiryHead++];
      const story = this.stories.get(storyId);
      if (!story || story.lastAt !== at) continue;
      this.stories.delete(storyId);
      for (const member of story.members) {
        this.frequency.remove(member.counts.keys());
        for (const key of this.keysOf(member, member.counts.keys())) {
          const ids = this.storiesByKey.get(key);
          ids?.delete(storyId);
          if (ids?.size === 0) this.storiesByKey.delete(key);
        }
      }
    }
    if (this.expiryHead > 1024 && this.expiryHead * 2 > this.expiry.length) {
      this.expiry.splice(0, this.expiryHead);
      this.expiryHead = 0;
    }
  }
}
