import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from './list-query.dto';

export const LIST_VIEWS = ['card', 'full'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/**
 * `?view=` on the lists whose items have long bodies: `card` (the default) is
 * what a list shows; `full` adds the bodies, for the admin's editor.
 */
export class ListViewQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(LIST_VIEWS, { message: `view must be one of: ${LIST_VIEWS.join(', ')}` })
  view: ListView = 'card';
}
