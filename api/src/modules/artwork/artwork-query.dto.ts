import { IsOptional, IsString, Matches } from 'class-validator';

/** `?v=` names the version of the drawing the page expects (see shared/domain/artwork). */
export class ArtworkQueryDto {
  @IsOptional()
  @IsString({ message: 'v must be text' })
  @Matches(/^[0-9a-z]{1,13}$/, { message: 'v must be the version from an artwork address (1 to 13 letters or digits)' })
  v?: string;
}
