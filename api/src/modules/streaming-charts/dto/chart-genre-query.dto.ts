import { IsOptional, Matches } from 'class-validator';

/** The genre of the chart a list of weeks is about ('hip-hop' when left out). */
export class ChartGenreQueryDto {
  @IsOptional()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'genre must be lower-case words joined by hyphens, such as hip-hop' })
  genre?: string;
}
