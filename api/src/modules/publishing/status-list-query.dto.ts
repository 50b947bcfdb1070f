import { IsIn, IsOptional } from 'class-validator';
import { ListQueryDto } from '../../http/list-query.dto';
import { PUBLICATION_STATUSES, type PublicationStatus } from '../../shared/domain/publication-status';

/** `?status=&limit=&offset=` on the admin's lists: every status when left out. */
export class StatusListQueryDto extends ListQueryDto {
  @IsOptional()
  @IsIn(PUBLICATION_STATUSES, { message: `status must be one of ${PUBLICATION_STATUSES.join(', ')}` })
  status?: PublicationStatus;
}
