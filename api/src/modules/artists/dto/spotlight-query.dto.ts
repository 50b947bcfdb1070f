import { OptionalIsoWeek } from '../../../http/iso-week-field';

export class SpotlightQueryDto {
  @OptionalIsoWeek()
  week?: string;
}
