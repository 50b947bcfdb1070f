import { Injectable } from '@nestjs/common';
import {
  choosePicks,
  type DigestCandidate,
  type DigestCore,
  type ReaderPicks,
  type ReaderSignals,
} from '../../shared/domain/digest-picks';
import { ArticleSummariesStore } from '../articles/article-summaries.store';
import { DigestCandidatesStore } from './digest-candidates.store';
import { DigestLinks } from './digest-links';
import { ReaderSignalsStore } from './reader-signals.store';

/** Stories published this many days back may be picked: the week of the issue and the one before. */
const CANDIDATE_DAYS = 14;
const CANDIDATE_LIMIT = 400;
/** How long one send's candidates and core are reused by a process before being read again. */
const KEEP_MS = 60_000;

interface Prepared {
  candidates: DigestCandidate[];
  core: DigestCore;
}

/**
 * Each reader's picks for a personal digest, read through the candidates and
 * signals stores (it names no table itself). What is the same for every
 * reader (the candidate stories and the editor's core) is read once per send
 * and process; per reader there is one indexed read of their signals and a
 * pure choice (shared/domain/digest-picks).
 */
@Injectable()
export class ReaderPicksStore {
  private readonly prepared = new Map<number, { at: number; value: Promise<Prepared> }>();

  constructor(
    private readonly candidates: DigestCandidatesStore,
    private readonly signals: ReaderSignalsStore,
    private readonly articles: ArticleSummariesStore,
    private readonly links: DigestLinks,
  ) {}

  /** The story ids the editor's core links to: each `<site>/article/<id>` in the markdown. */
  coreArticleIds(content: string): number[] {
    const prefix = `${this.links.publicUrl}/article/`;
    const ids = new Set<number>();
    for (let at = content.indexOf(prefix); at >= 0; at = content.indexOf(prefix, at + prefix.length)) {
      const id = /^\d{1,10}/.exec(content.slice(at + prefix.length))?.[0];
      if (id) ids.add(Number(id));
    }
    return [...ids];
  }

  async picksFor(subscriptionId: number, newsletter: { id: number; content: string }): Promise<ReaderPicks> {
    const [prepared, signals] = await Promise.all([this.prepare(newsletter), this.signals.of(subscriptionId)]);
    return choosePicks(prepared.candidates, signals, prepared.core);
  }

  /** The picks of a page of recipients, from one read of their signals. */
  async picksForMany(
    subscriptionIds: number[],
    newsletter: { id: number; content: string },
  ): Promise<Map<number, ReaderPicks>> {
    const [prepared, signals] = await Promise.all([this.prepare(newsletter), this.signals.ofMany(subscriptionIds)]);
    const none = { follows: [], categories: [], reads: [] };
    return new Map(
      subscriptionIds.map((id) => [id, choosePicks(prepared.candidates, signals.get(id) ?? none, prepared.core)]),
    );
  }

  /** The picks of a reader with these signals (the admin's preview of a reader without any). */
  async picksFromSignals(signals: ReaderSignals, newsletter: { id: number; content: string }): Promise<ReaderPicks> {
    const prepared = await this.prepare(newsletter);
    return choosePicks(prepared.candidates, signals, prepared.core);
  }

  private prepare(newsletter: { id: number; content: string }): Promise<Prepared> {
    const now = Date.now();
    const kept = this.prepared.get(newsletter.id);
    if (kept && now - kept.at < KEEP_MS) return kept.value;
    for (const [id, entry] of this.prepared) if (now - entry.at >= KEEP_MS) this.prepared.delete(id);
    const value = this.read(newsletter.content);
    this.prepared.set(newsletter.id, { at: now, value });
    value.catch(() => this.prepared.delete(newsletter.id));
    return value;
  }

  private async read(content: string): Promise<Prepared> {
    const coreIds = this.coreArticleIds(content);
    const [candidates, core] = await Promise.all([
      this.candidates.recent(CANDIDATE_DAYS, CANDIDATE_LIMIT),
      this.articles.headlines(coreIds),
    ]);
    return {
      candidates,
      core: { articleIds: new Set(coreIds), storyIds: new Set(core.map((story) => story.storyId)) },
    };
  }
}
