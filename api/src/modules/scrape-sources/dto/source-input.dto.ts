import { IsIn, IsNotEmpty } from 'class-validator';
import { OptionalBoolean, RequiredHttpUrl, WhenPresent } from '../../../http/field-rules';
import { REVIEW_POLICIES, type ReviewPolicy } from '../../../shared/domain/review-policy';
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

  /** `publish` (the default): new stories go public at once; `review`: they wait as drafts in the review queue. */
  @WhenPresent()
  @IsIn(REVIEW_POLICIES, { message: `Policy must be one of ${REVIEW_POLICIES.join(', ')}` })
  policy?: ReviewPolicy;
}

/** PATCH: any subset (switching a source on or off is the usual one). */
export class UpdateSourceDto extends PatchOf(CreateSourceDto) {}
