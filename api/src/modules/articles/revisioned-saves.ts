import { ConflictException, Injectable } from '@nestjs/common';
import { ArticleRevisionsStore } from '../article-revisions/article-revisions.store';
import type { DeskMember } from '../auth/desk-member';
import { ArticleRevisionClaimsStore } from './article-revision-claims.store';
import type { Article } from './article.entity';

/** "22:41 UTC": the server does not know the reader's time zone, so it says which one it means. */
function clockTime(at: Date): string {
  return `${at.toISOString().slice(11, 16)} UTC`;
}

/** How a revision names the member who saved it: their address, else their id; null outside a request. */
export function savedByOf(member: DeskMember | undefined): string | null {
  return member ? (member.email ?? member.id) : null;
}

/**
 * Every edit of a story moves its revision on and keeps a copy of what it
 * saved; an edit made from an older revision than the stored one is refused
 * with who changed it and when, instead of overwriting their work.
 */
@Injectable()
export class RevisionedArticleSaves {
  constructor(
    private readonly claims: ArticleRevisionClaimsStore,
    private readonly revisions: ArticleRevisionsStore,
  ) {}

  /**
   * Runs `write` (the edit) as revision `expected` + 1, or refuses it with a
   * 409 when the story has moved on. An edit that names no revision (a script,
   * an older client) is not checked: it is written as it always was, then
   * numbered and kept like any other.
   */
  async save(
    id: number,
    expected: number | undefined,
    savedBy: string | null,
    write: () => Promise<Article>,
  ): Promise<Article> {
    if (expected === undefined) {
      const written = await write();
      written.revision = (await this.claims.claim(id, undefined)) ?? written.revision;
      await this.keep(written, savedBy);
      return written;
    }
    const claimed = await this.claims.claim(id, expected);
    if (claimed === null) {
      if (await this.claims.exists(id)) throw await this.conflict(id);
      // No such story: the write answers its 404.
      return write();
    }
    let saved: Article;
    try {
      saved = await write();
    } catch (error) {
      await this.claims.release(id, claimed);
      throw error;
    }
    await this.keep(saved, savedBy);
    return saved;
  }

  /** A new story's first revision. */
  async created(article: Article, savedBy: string | null): Promise<void> {
    await this.keep(article, savedBy);
  }

  /** `savedBy`: the desk member's address (or id), null for a script or the worker. */
  private keep(article: Article, savedBy: string | null): Promise<void> {
    return this.revisions.record({
      articleId: article.id,
      revision: article.revision,
      title: article.title,
      content: article.content,
      editor: savedBy,
    });
  }

  private async conflict(id: number): Promise<ConflictException> {
    const latest = await this.revisions.latest(id);
    const who = latest?.editor ?? 'another editor';
    const when = latest ? clockTime(latest.savedAt) : 'a moment ago';
    const message = `This story was changed by ${who} at ${when}; reload to see their changes.`;
    return new ConflictException({
      statusCode: 409,
      message,
      errors: { revision: [message] },
      changedBy: latest?.editor ?? null,
      changedAt: latest?.savedAt.toISOString() ?? null,
      revision: latest?.revision ?? null,
    });
  }
}
