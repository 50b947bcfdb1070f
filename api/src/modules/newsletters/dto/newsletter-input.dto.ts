import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { MaxCharacters, OptionalBoolean, OptionalHttpUrl, RequiredText, WhenPresent } from '../../../http/field-rules';

const MAX_TAGS = 20;
const cleanTags = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [...new Set(value.map((tag) => (typeof tag === 'string' ? tag.trim() : tag)).filter((tag) => tag !== ''))]
    : value;

/**
 * Up to MAX_TAGS distinct words, blanks dropped. The rules are listed bottom-first,
 * as a stack of decorators registers them.
 */
function NewsletterTags() {
  return applyDecorators(
    MaxCharacters(50, { each: true, message: 'Each tag must be at most 50 characters' }),
    IsString({ each: true, message: 'Each tag must be text' }),
    ArrayMaxSize(MAX_TAGS, { message: `At most ${MAX_TAGS} tags` }),
    IsArray({ message: 'Tags must be a list of words' }),
    Transform(cleanTags),
  );
}

/**
 * The admin "create newsletter" form: title, description, content, optional
 * image, tags (default none), and whether it is saved as a draft.
 */
export class CreateNewsletterDto {
  @RequiredText('Title', 300)
  title: string;

  @RequiredText('Description', 2_000)
  description: string;

  @RequiredText('Content', 200_000)
  content: string;

  @OptionalHttpUrl('Image URL')
  imageUrl?: string | null;

  @IsOptional()
  @NewsletterTags()
  tags: string[] = [];

  /** True keeps it off the public archive until it is published or sent; false publishes a draft. */
  @OptionalBoolean('Draft')
  draft?: boolean;
}

export class UpdateNewsletterDto {
  @WhenPresent()
  @RequiredText('Title', 300)
  title?: string;

  @WhenPresent()
  @RequiredText('Description', 2_000)
  description?: string;

  @WhenPresent()
  @RequiredText('Content', 200_000)
  content?: string;

  @OptionalHttpUrl('Image URL')
  imageUrl?: string | null;

  @WhenPresent()
  @NewsletterTags()
  tags?: string[];

  @OptionalBoolean('Draft')
  draft?: boolean;
}
