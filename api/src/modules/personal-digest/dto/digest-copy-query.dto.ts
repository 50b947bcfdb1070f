import { IsDefined, IsEmail } from 'class-validator';
import { MaxCharacters } from '../../../http/field-rules';

/** GET /api/admin/newsletters/:id/copies?email=: whose kept copy to show. */
export class DigestCopyQueryDto {
  @IsDefined({ message: 'email is required: the address of a recipient of this newsletter' })
  @MaxCharacters(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be an email address such as reader@example.com' })
  email: string;
}
