import { Injectable, Logger } from '@nestjs/common';
import type { JobResult } from '@api/queues/job-payloads';
import type { ScrapedArticle } from '@api/modules/articles/scraped-articles.store';
import {
  StoryAssignmentStore,
  type AssignableArticle,
  type StoryAssignmentTx,
} from '@api/modules/articles/story-assignment.store';
import { ArtistMentionTargetsStore } from '@api/modules/artists/artist-mention-targets.store';
import type { StoryArticle } from '@api/shared/domain/stories/article-features';
import { StoryWindow } from '@api/shared/domain/stories/story-window';

/** Stories with an article this recent are the ones a new article can join. */
const ACTIVE_HOURS = 72;

/** The window of active stories and the newest article id it has seen. */
interface Held {
  window: StoryWindow;
  highWater: number;
  /**
   * Desk-written articles this process placed whose ids are above the high-water
   * mark (they were stored, pending, before articles it has not seen yet): the
   * catch-up must not place them twice.
   */
  placedAhead: Set<number>;
  /** The editors' last move when the window was built (see StoryAssignmentTx.editorMovesMark). */
  editorMark: string | null;
}

/**
 * Puts each new article in the story it reports on, or starts one, in the
 * transaction that stores it. The active stories live in memory, built from
 * Postgres on first use; several workers may run, so each assignment holds one
 * advisory lock and first places in the window what other processes stored
 * since it last looked (by article id), then decides, then writes. A
 * desk-written article another process places after this one's high-water mark
 * has passed its id is not seen here until the window is next built (a restart
 * or a failed assignment): it can only miss a join, never move an article.
 * An editor's move is seen at once: the window is built again when editors
 * have moved an article since it was built.
 */
@Injectable()
export class StoryAssigner {
  private readonly logger = new Logger(StoryAssigner.name);
  private held: Held | null = null;

  constructor(
    private readonly store: StoryAssignmentStore,
    private readonly artists: ArtistMentionTargetsStore,
  ) {}

  /** Stores a scraped article in its story; null when its address was stored already. */
  async storeScraped(article: ScrapedArticle, status: 'published' | 'draft'): Promise<number | null> {
    return this.assign(async (tx, held) => {
      const candidate = storyArticleOf({ ...article, id: 0, body: article.content, outlet: article.source });
      const features = held.window.featuresOf(candidate);
      const joined = held.window.decide(features).storyId;
      const stored = await tx.insertScraped(article, status, joined === null ? null : Number(joined));
      if (!stored) return null;
      held.window.place(
        { ...candidate, id: String(stored.id) },
        { ...features, id: String(stored.id) },
        String(stored.storyId),
      );
      held.highWater = Math.max(held.highWater, stored.id);
      return stored.id;
    });
  }

  /**
   * Places an article written on the desk, which starts as a story of its own.
   * Running it again changes nothing: a placed article waits no more, and one an
   * editor has placed is left where they put it.
   */
  async placeWritten(articleId: number): Promise<JobResult & { storyId: number | null }> {
    const storyId = await this.assign(async (tx, held) => {
      const article = await tx.pending(articleId);
      if (!article || !article.pending || article.setByEditor) return article?.storyId ?? null;
      const candidate = storyArticleOf(article);
      const features = held.window.featuresOf(candidate);
      const joined = held.window.decide(features).storyId;
      const settled = await tx.settle(articleId, joined === null ? null : Number(joined));
      if (settled !== null) {
        held.window.place(candidate, features, String(settled));
        if (articleId > held.highWater) held.placedAhead.add(articleId);
      }
      return settled;
    });
    const message =
      storyId === null ? `article ${articleId}: gone, nothing to place` : `article ${articleId}: story ${storyId}`;
    return { message, storyId };
  }

  private async assign<T>(work: (tx: StoryAssignmentTx, held: Held) => Promise<T>): Promise<T> {
    try {
      return await this.store.underLock(async (tx) => {
        const editorMark = await tx.editorMovesMark();
        const held = this.held?.editorMark === editorMark ? this.held : await this.build(tx, editorMark);
        this.held = held;
        for (const article of await tx.storedAfter(held.highWater)) {
          if (!held.placedAhead.delete(article.id)) this.placeStored(held.window, article);
          held.highWater = Math.max(held.highWater, article.id);
        }
        return work(tx, held);
      });
    } catch (error) {
      // What the window holds may not have been committed: build it again from Postgres next time.
      this.held = null;
      throw error;
    }
  }

  private async build(tx: StoryAssignmentTx, editorMark: string | null): Promise<Held> {
    const known = await this.artists.mentionable();
    const window = new StoryWindow({
      activeHours: ACTIVE_HOURS,
      artists: known.map((artist) => ({ id: String(artist.id), name: artist.name, aliases: artist.aliases })),
    });
    const { articles, highWater } = await tx.window(ACTIVE_HOURS);
    for (const article of articles) this.placeStored(window, article);
    this.logger.log(`story window built: ${articles.length} articles, ${window.activeStoryCount} stories`);
    return { window, highWater, placedAhead: new Set(), editorMark };
  }

  private placeStored(window: StoryWindow, article: AssignableArticle): void {
    const candidate = storyArticleOf(article);
    window.place(candidate, window.featuresOf(candidate), String(article.storyId));
  }
}

function storyArticleOf(article: {
  id: number;
  outlet: string | null;
  publishedAt: Date;
  title: string;
  body: string;
}): StoryArticle {
  return {
    id: String(article.id),
    outlet: article.outlet ?? '',
    publishedAt: new Date(article.publishedAt),
    title: article.title,
    body: article.body,
  };
}
