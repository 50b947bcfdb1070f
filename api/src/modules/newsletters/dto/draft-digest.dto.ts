import { OptionalIsoWeek } from '../../../http/iso-week-field';

/** Body of POST /api/admin/newsletters/digest; no week means the current ISO week. */
export class DraftDigestDto {
  @OptionalIsoWeek()
  week?: string;
}
