import { Injectable } from '@nestjs/common';
import type { ChartEntryView } from '../../shared/contracts/content';
import { DEFAULT_CHART_GENRE } from '../../shared/domain/chart-movement';
import { toChartEntryView } from './chart-entry-view';
import { StreamingChartsStore } from './streaming-charts.store';

/** The chart holds 100 songs at most. */
export const CHART_SIZE = 100;

@Injectable()
export class StreamingChartsService {
  constructor(private readonly store: StreamingChartsStore) {}

  async chart(genre = DEFAULT_CHART_GENRE): Promise<ChartEntryView[]> {
    return (await this.store.chart(genre, CHART_SIZE)).map(toChartEntryView);
  }
}
