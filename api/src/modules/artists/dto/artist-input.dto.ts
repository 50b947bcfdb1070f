import { OptionalHttpUrl, OptionalText, RequiredText, WhenPresent } from '../../../http/field-rules';
import { IsIn } from 'class-validator';
import { PatchOf } from '../../../http/patch-of';
import {
  ARTIST_CONTENT_STATUSES,
  type ArtistContentStatus,
  type PublicationStatus,
} from '../../../shared/domain/publication-status';
import { PublishAtField, StatusField } from '../../publishing/publication-fields';
import { AliasList } from './alias-rules';
import { SocialLinkMap } from './social-link-rules';

/** The admin "add artist" form: name, genre, description, optional image; profile fields for editing. */
export class CreateArtistDto {
  @RequiredText('Name', 200)
  name: string;

  @RequiredText('Genre', 100)
  genre: string;

  @RequiredText('Description', 20_000)
  description: string;

  @OptionalHttpUrl('Image URL')
  imageUrl?: string | null;

  /** Other names stories use ("Hov"); stories naming any of them count as news about the artist. */
  @WhenPresent()
  @AliasList()
  aliases?: string[];

  @OptionalText('Location', 200)
  location?: string | null;

  @OptionalText('Short bio', 2_000)
  shortBio?: string | null;

  @OptionalText('Full bio', 50_000)
  fullBio?: string | null;

  /** Social and streaming profiles by platform ({instagram: 'https://…'}); sent whole, it replaces the old set. */
  @WhenPresent()
  @SocialLinkMap()
  socialLinks?: Record<string, string>;

  @OptionalText('Latest project', 300)
  latestProject?: string | null;

  @OptionalHttpUrl('Latest project URL')
  latestProjectUrl?: string | null;

  /** Left out: published at once on create, unchanged on edit. */
  @StatusField()
  status?: PublicationStatus;

  /** Required, in the future, with status `scheduled`; refused with any other status. */
  @PublishAtField()
  publishAt?: string | null;

  /** The spec's spelling of the status (draft, published, archived); it must agree with `status` when both are sent. */
  @WhenPresent()
  @IsIn(ARTIST_CONTENT_STATUSES, { message: `contentStatus must be one of ${ARTIST_CONTENT_STATUSES.join(', ')}` })
  contentStatus?: ArtistContentStatus;
}

/** PATCH: any subset of the create fields; required ones may not be blanked. */
export class UpdateArtistDto extends PatchOf(CreateArtistDto) {}
