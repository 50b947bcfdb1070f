import { IsOptional, Matches } from 'class-validator';
import { OptionalIsoWeek } from '../../../http/iso-week-field';

/** The chart's genre: lower-case words joined by hyphens ('hip-hop' when left out). */
export class ChartQueryDto {
  @IsOptional()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'genre must be lower-case words joined by hyphens, such as hip-hop' })
  genre?: string;

  /** A built ISO week ('2026-W48'); left out, the latest built week. */
  @OptionalIsoWeek()
  week?: string;
}
