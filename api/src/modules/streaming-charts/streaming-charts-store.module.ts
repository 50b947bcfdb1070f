import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArtistsStoreModule } from '../artists/artists-store.module';
import { ChartSong } from './chart-song.entity';
import { ChartSource } from './chart-source.entity';
import { ChartSourcesStore } from './chart-sources.store';
import { ChartWeek } from './chart-week.entity';
import { ChartWeekBuildStore } from './chart-week-build.store';
import { StreamingChart } from './streaming-chart.entity';
import { StreamingChartsStore } from './streaming-charts.store';

/** Every store over the chart's tables, without HTTP: what the worker and the API's modules import. */
const CHART_STORES = [StreamingChartsStore, ChartSourcesStore, ChartWeekBuildStore];

@Module({
  imports: [TypeOrmModule.forFeature([StreamingChart, ChartSource, ChartSong, ChartWeek]), ArtistsStoreModule],
  providers: CHART_STORES,
  exports: CHART_STORES,
})
export class StreamingChartsStoreModule {}
