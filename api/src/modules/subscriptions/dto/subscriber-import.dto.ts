import { IsString, MaxLength } from 'class-validator';

export class SubscriberImportDto {
  /** The uploaded file's text. */
  @IsString({ message: 'csv must be the text of a CSV file' })
  @MaxLength(900_000, { message: 'The file is too large (at most about 900 kB); split it into smaller files.' })
  csv: string;
}
