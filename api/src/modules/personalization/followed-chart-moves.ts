import { Injectable } from '@nestjs/common';
import type { ChartEntryView } from '../../shared/contracts/content';
import { DEFAULT_CHART_GENRE } from '../../shared/domain/chart-movement';
import { toChartEntryView } from '../streaming-charts/chart-entry-view';
import { StreamingChartsStore } from '../streaming-charts/streaming-charts.store';
import { SessionFollows } from './session-follows';

/**
 * Where the artists a reader follows stand on the newest weekly chart: what
 * leads their 'For You' page beside the stories about them. Read at request
 * time, so a follow shows at once.
 */
@Injectable()
export class FollowedChartMoves {
  constructor(
    private readonly follows: SessionFollows,
    private readonly charts: StreamingChartsStore,
  ) {}

  async for(sessionId: string): Promise<ChartEntryView[]> {
    const followed = await this.follows.of(sessionId);
    const rows = await this.charts.newestWeekEntriesOf(
      DEFAULT_CHART_GENRE,
      followed.map((follow) => follow.artistId),
    );
    return rows.map(toChartEntryView);
  }
}
