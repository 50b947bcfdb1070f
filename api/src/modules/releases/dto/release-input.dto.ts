import { IsIn, IsNotEmpty, IsOptional } from 'class-validator';
import { IsIsoInstant, OptionalHttpUrl, RequiredLinkUrl, RequiredText, WhenPresent } from '../../../http/field-rules';
import { RELEASE_TYPES, ReleaseType } from '../release.entity';

const TYPE_MESSAGE = `Type must be one of ${RELEASE_TYPES.join(', ')}`;
const DATE_MESSAGE = 'Release date must be a date and time with a time zone, e.g. 2026-06-01T00:00:00.000Z';

/**
 * The admin "add release" form. The entity needs a link and a type, so the
 * form asks for them; the source of a hand-made release is always 'manual'.
 */
export class CreateReleaseDto {
  @RequiredText('Title', 300)
  title: string;

  @RequiredText('Artist', 200)
  artist: string;

  @RequiredLinkUrl('Link URL')
  linkUrl: string;

  @IsIn(RELEASE_TYPES, { message: TYPE_MESSAGE })
  type: ReleaseType;

  @OptionalHttpUrl('Image URL')
  imageUrl?: string | null;

  @IsOptional()
  @IsIsoInstant(DATE_MESSAGE)
  releaseDate?: string;
}

export class UpdateReleaseDto {
  @WhenPresent()
  @RequiredText('Title', 300)
  title?: string;

  @WhenPresent()
  @RequiredText('Artist', 200)
  artist?: string;

  @WhenPresent()
  @RequiredLinkUrl('Link URL')
  linkUrl?: string;

  @WhenPresent()
  @IsIn(RELEASE_TYPES, { message: TYPE_MESSAGE })
  type?: ReleaseType;

  @OptionalHttpUrl('Image URL')
  imageUrl?: string | null;

  // Sent means changed: null or blank cannot clear the date (the column always holds one).
  @WhenPresent()
  @IsNotEmpty({ message: DATE_MESSAGE })
  @IsIsoInstant(DATE_MESSAGE)
  releaseDate?: string;
}
