import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { IsIsoInstant, MaxCharacters, NestedObject, RequiredText } from '../../../http/field-rules';
import { MAX_TEST_RECIPIENTS } from '../../../shared/contracts/newsletters';

const MAX_INTERESTS = 20;
const trimmedList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;

/** Which active subscribers receive a send; leaving both out reaches all of them. */
export class NewsletterSegmentDto {
  @IsOptional()
  @IsBoolean({ message: 'segment.creditProgram must be true or false' })
  creditProgram?: boolean;

  @IsOptional()
  @Transform(trimmedList)
  @IsArray({ message: 'segment.interests must be a list of interests' })
  @ArrayMaxSize(MAX_INTERESTS, { message: `segment.interests holds at most ${MAX_INTERESTS} interests` })
  @IsString({ each: true, message: 'Each interest must be text' })
  @MaxCharacters(50, { each: true, message: 'Each interest must be at most 50 characters' })
  interests?: string[];
}

/** POST /api/admin/newsletters/:id/send. */
export class SendNewsletterDto {
  @IsOptional()
  @NestedObject(
    () => NewsletterSegmentDto,
    'segment must be an object such as {"creditProgram": true, "interests": ["drill"]}',
  )
  segment?: NewsletterSegmentDto;

  /** When to send; now when left out. */
  @IsOptional()
  @IsIsoInstant('scheduledAt must be a date and time with a time zone, e.g. 2026-06-01T09:00:00.000Z')
  scheduledAt?: string;

  /** The number of recipients the admin confirmed; required when the send reaches more than 1,000. */
  @IsOptional()
  @IsInt({ message: 'confirmCount must be a whole number: the number of recipients you confirm' })
  @Min(0, { message: 'confirmCount must be 0 or more' })
  @Max(100_000_000, { message: 'confirmCount must be at most 100000000' })
  confirmCount?: number;
}

/** POST /api/admin/newsletters/:id/test. */
export class TestNewsletterDto {
  @IsDefined({ message: `emails is required: one to ${MAX_TEST_RECIPIENTS} addresses` })
  @Transform(trimmedList)
  @IsArray({ message: `emails must be a list of one to ${MAX_TEST_RECIPIENTS} addresses` })
  @ArrayMinSize(1, { message: 'emails needs at least one address' })
  @ArrayMaxSize(MAX_TEST_RECIPIENTS, { message: `A test goes to at most ${MAX_TEST_RECIPIENTS} addresses` })
  @MaxCharacters(254, { each: true, message: 'Each address must be at most 254 characters' })
  @IsEmail({}, { each: true, message: 'Each entry of emails must be an email address such as editor@example.com' })
  emails: string[];
}

/** POST /api/admin/newsletters/preview: the editor's current text, rendered as the email. */
export class PreviewNewsletterDto {
  @RequiredText('Title', 300)
  title: string;

  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxCharacters(2_000, { message: 'Description must be at most 2000 characters' })
  description?: string;

  @RequiredText('Content', 200_000)
  content: string;
}
