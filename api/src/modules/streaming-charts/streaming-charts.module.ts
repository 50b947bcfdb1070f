import { Module } from '@nestjs/common';
import { ChartSourcesController } from './chart-sources.controller';
import { ChartSourcesService } from './chart-sources.service';
import { StreamingChartsController } from './streaming-charts.controller';
import { StreamingChartsService } from './streaming-charts.service';
import { StreamingChartsStoreModule } from './streaming-charts-store.module';

@Module({
  imports: [StreamingChartsStoreModule],
  controllers: [StreamingChartsController, ChartSourcesController],
  providers: [StreamingChartsService, ChartSourcesService],
  exports: [StreamingChartsService],
})
export class StreamingChartsModule {}
