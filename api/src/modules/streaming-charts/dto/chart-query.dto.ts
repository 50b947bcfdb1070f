import { IsOptional, Matches } from 'class-validator';

/** The chart's genre: lower-case words joined by hyphens ('hip-hop' when left out). */
export class ChartQueryDto {
  @IsOptional()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'genre must be lower-case words joined by hyphens, such as hip-hop' })
  genre?: string;
}
