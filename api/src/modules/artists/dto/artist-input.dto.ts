import { OptionalHttpUrl, OptionalText, RequiredText } from '../../../http/field-rules';
import { PatchOf } from '../../../http/patch-of';

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

  @OptionalText('Location', 200)
  location?: string | null;

  @OptionalText('Short bio', 2_000)
  shortBio?: string | null;

  @OptionalText('Full bio', 50_000)
  fullBio?: string | null;

  @OptionalText('Latest project', 300)
  latestProject?: string | null;

  @OptionalHttpUrl('Latest project URL')
  latestProjectUrl?: string | null;
}

/** PATCH: any subset of the create fields; required ones may not be blanked. */
export class UpdateArtistDto extends PatchOf(CreateArtistDto) {}
