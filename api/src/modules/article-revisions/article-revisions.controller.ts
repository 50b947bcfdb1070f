import { Get, NotFoundException, Param } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ArticleRevisionSummary, ArticleRevisionView } from '../../shared/contracts/article-revisions';
import { DeskController } from '../auth/desk-controller.decorator';
import type { ArticleRevision } from './article-revision.entity';
import { ArticleRevisionsStore } from './article-revisions.store';

function summaryOf(revision: Omit<ArticleRevision, 'content'>): ArticleRevisionSummary {
  return {
    revision: revision.revision,
    title: revision.title,
    editor: revision.editor,
    savedAt: revision.savedAt.toISOString(),
  };
}

/**
 * The kept revisions of a story, for the editor's list, compare and restore.
 * Whoever may open a story in the editor may read its revisions.
 */
@DeskController('admin/articles/:id/revisions', 'author')
export class ArticleRevisionsController {
  constructor(private readonly revisions: ArticleRevisionsStore) {}

  /** Newest first, without their bodies. */
  @Get()
  async list(@Param('id', ParseIdPipe) id: number): Promise<ArticleRevisionSummary[]> {
    return (await this.revisions.list(id)).map(summaryOf);
  }

  /** One revision with its body; a 404 naming it when the story kept no such revision. */
  @Get(':revision')
  async findOne(
    @Param('id', ParseIdPipe) id: number,
    @Param('revision', ParseIdPipe) revision: number,
  ): Promise<ArticleRevisionView> {
    const found = await this.revisions.find(id, revision);
    if (!found) throw new NotFoundException(`Revision ${revision} of article ${id} was not found.`);
    return { ...summaryOf(found), content: found.content };
  }
}
