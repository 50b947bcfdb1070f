import { IsIn, IsNotEmpty } from 'class-validator';
import { OptionalBoolean, RequiredHttpUrl } from '../../../http/field-rules';
import { PatchOf } from '../../../http/patch-of';

export const SOURCE_KINDS = ['news', 'releases'] as const;

/** The admin's "add source" form: a feed address and which scraper reads it. */
export class CreateSourceDto {
  @RequiredHttpUrl('Source URL')
  url: string;

  @IsIn(SOURCE_KINDS, { message: 'Kind must be news or releases' })
  @IsNotEmpty({ message: 'Kind is required' })
  kind: 'news' | 'releases';

  @OptionalBoolean('Enabled')
  enabled?: boolean;
}

/** PATCH: any subset (switching a source on or off is the usual one). */
export class UpdateSourceDto extends PatchOf(CreateSourceDto) {}
