import { IsIn, IsOptional } from 'class-validator';
import { KeysetListQueryDto } from '../../../http/keyset-list-query.dto';
import { RELEASE_TYPES, type ReleaseType } from '../../../shared/domain/release-types';

/** The public release list: newest first, by page or by cursor, optionally one type. */
export class ReleaseListQueryDto extends KeysetListQueryDto {
  @IsOptional()
  @IsIn(RELEASE_TYPES, { message: `type must be one of ${RELEASE_TYPES.join(', ')}` })
  type?: ReleaseType;
}
