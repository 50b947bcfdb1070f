import { IsInt, Max, Min } from 'class-validator';

const MAX_ID = 2_147_483_647;
const RELEASE_ID_MESSAGE = 'releaseId must be the id of the release to merge in: a whole number from 1';

/** POST /api/admin/releases/:id/merge: the release whose listings move into :id. */
export class MergeReleasesDto {
  @IsInt({ message: RELEASE_ID_MESSAGE })
  @Min(1, { message: RELEASE_ID_MESSAGE })
  @Max(MAX_ID, { message: RELEASE_ID_MESSAGE })
  releaseId: number;
}
