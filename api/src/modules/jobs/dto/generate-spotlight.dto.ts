import { OptionalIsoWeek } from '../../../http/iso-week-field';

/** Body of POST /api/admin/spotlight/generate; no week means the current ISO week. */
export class GenerateSpotlightDto {
  @OptionalIsoWeek()
  week?: string;
}
