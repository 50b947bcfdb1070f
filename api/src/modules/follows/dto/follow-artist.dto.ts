import { IsInt, Max, Min } from 'class-validator';
import { SessionQueryDto } from '../../personalization/dto/session-query.dto';

const MAX_ID = 2_147_483_647;
export const ARTIST_ID_MESSAGE = 'artistId must be a whole number from 1';

/** POST /api/follows: the visitor session that follows, and whom. */
export class FollowArtistDto extends SessionQueryDto {
  @IsInt({ message: ARTIST_ID_MESSAGE })
  @Min(1, { message: ARTIST_ID_MESSAGE })
  @Max(MAX_ID, { message: ARTIST_ID_MESSAGE })
  artistId: number;
}
