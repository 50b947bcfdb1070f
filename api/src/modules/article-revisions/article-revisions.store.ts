import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ArticleRevision } from './article-revision.entity';

/** A saved copy of a story, as a save hands it over. */
export type RevisionSnapshot = Pick<ArticleRevision, 'articleId' | 'revision' | 'title' | 'content' | 'editor'>;

/** The one place that reads and writes `article_revisions`. */
@Injectable()
export class ArticleRevisionsStore {
  constructor(@InjectRepository(ArticleRevision) private readonly revisions: Repository<ArticleRevision>) {}

  /** Keeps a copy; a second copy of the same revision number (a retried save) leaves the first. */
  async record(snapshot: RevisionSnapshot): Promise<void> {
    await this.revisions.createQueryBuilder().insert().values(snapshot).orIgnore().execute();
  }

  /** Every revision of a story, newest first, without their bodies. */
  list(articleId: number): Promise<Omit<ArticleRevision, 'content'>[]> {
    return this.revisions.find({
      select: { id: true, articleId: true, revision: true, title: true, editor: true, savedAt: true },
      where: { articleId },
      order: { revision: 'DESC' },
    });
  }

  /** One revision of a story, body included; null when there is none. */
  find(articleId: number, revision: number): Promise<ArticleRevision | null> {
    return this.revisions.findOneBy({ articleId, revision });
  }

  /** The newest kept revision of a story: who saved it last and when; null when none was kept. */
  latest(articleId: number): Promise<Pick<ArticleRevision, 'revision' | 'editor' | 'savedAt'> | null> {
    return this.revisions.findOne({
      select: { revision: true, editor: true, savedAt: true },
      where: { articleId },
      order: { revision: 'DESC' },
    });
  }
}
