import { Entity } from 'typeorm';
import { TextColumn } from '../../database/columns';
import { EditedRow } from '../../database/row-bases';

/**
 * One news event as several outlets report it. Its articles point at it
 * (articles.story_id); an article alone is a story of one. The title is the
 * headline of the article that started it.
 */
@Entity('stories')
export class Story extends EditedRow {
  @TextColumn()
  title: string;
}
