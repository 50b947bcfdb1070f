import { IsIn, IsOptional } from 'class-validator';
import { AdminListQueryDto } from '../../http/admin-list-query.dto';
import { PUBLICATION_STATUSES, type PublicationStatus } from '../../shared/domain/publication-status';

/** The admin list query of a content type with a publication status: `?status=` narrows it to one. */
export class AdminStatusListQueryDto extends AdminListQueryDto {
  @IsOptional()
  @IsIn(PUBLICATION_STATUSES, { message: `status must be one of ${PUBLICATION_STATUSES.join(', ')}` })
  status?: PublicationStatus;
}
