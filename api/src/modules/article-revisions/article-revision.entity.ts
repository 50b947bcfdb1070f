import { Entity } from 'typeorm';
import { DefaultNowColumn, IntColumn, NullableVarcharColumn, TextColumn, VarcharColumn } from '../../database/columns';
import { SerialRow } from '../../database/row-bases';

/** A story's title and body as one save left them, numbered as the story's revision was after it. */
@Entity('article_revisions')
export class ArticleRevision extends SerialRow {
  @IntColumn()
  articleId: number;

  @IntColumn()
  revision: number;

  @VarcharColumn(300)
  title: string;

  @TextColumn()
  content: string;

  /** Who saved it (the desk member's address); null for saves no member made. */
  @NullableVarcharColumn(320)
  editor: string | null;

  @DefaultNowColumn()
  savedAt: Date;
}
