import { IsIn, IsNotEmpty, IsNumber, Max, Min } from 'class-validator';
import {
  NestedObject,
  OptionalBoolean,
  OptionalText,
  RequiredHttpUrl,
  RequiredText,
  WhenPresent,
} from '../../../http/field-rules';
import { PatchOf } from '../../../http/patch-of';
import type { ChartSourceKind } from '../../../shared/contracts/charts';

export const CHART_SOURCE_KINDS = ['apple-music', 'lastfm', 'json', 'csv'] as const;

/** Where a generic chart keeps each field: a dotted JSON path in each item, or a CSV column's header. */
export class ChartColumnMappingDto {
  @OptionalText('Mapping items', 200)
  items?: string;

  @RequiredText('Mapping title', 200)
  title: string;

  @RequiredText('Mapping artist', 200)
  artist: string;

  @OptionalText('Mapping rank', 200)
  rank?: string;

  @OptionalText('Mapping url', 200)
  url?: string;

  @OptionalText('Mapping isrc', 200)
  isrc?: string;

  @OptionalText('Mapping genre', 200)
  genre?: string;
}

/** The admin's "add chart source" form. */
export class CreateChartSourceDto {
  @RequiredText('Name', 100)
  name: string;

  @IsIn(CHART_SOURCE_KINDS, { message: `Kind must be one of ${CHART_SOURCE_KINDS.join(', ')}` })
  @IsNotEmpty({ message: 'Kind is required' })
  kind: ChartSourceKind;

  @RequiredHttpUrl('Source URL')
  url: string;

  /** Required for json and csv sources (the service says so). */
  @WhenPresent()
  @NestedObject(() => ChartColumnMappingDto, 'Mapping must be an object naming the title and artist fields')
  mapping?: ChartColumnMappingDto;

  @WhenPresent()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Weight must be a number from 0 to 10' })
  @Min(0, { message: 'Weight must be a number from 0 to 10' })
  @Max(10, { message: 'Weight must be a number from 0 to 10' })
  weight?: number;

  @OptionalBoolean('Enabled')
  enabled?: boolean;
}

/** PATCH: any subset (a weight or switching a source off are the usual ones). */
export class UpdateChartSourceDto extends PatchOf(CreateChartSourceDto) {}
