import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StreamingChart } from './streaming-chart.entity';
import { StreamingChartsController } from './streaming-charts.controller';
import { StreamingChartsService } from './streaming-charts.service';
import { StreamingChartsStore } from './streaming-charts.store';

@Module({
  imports: [TypeOrmModule.forFeature([StreamingChart])],
  controllers: [StreamingChartsController],
  providers: [StreamingChartsStore, StreamingChartsService],
  exports: [StreamingChartsService],
})
export class StreamingChartsModule {}
