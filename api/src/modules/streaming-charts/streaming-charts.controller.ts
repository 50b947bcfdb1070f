import { Controller, Get, Query } from '@nestjs/common';
import type { ChartEntryView } from '../../shared/contracts/content';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { ChartQueryDto } from './dto/chart-query.dto';
import { StreamingChartsService } from './streaming-charts.service';

@Controller('charts')
export class StreamingChartsController {
  constructor(private readonly service: StreamingChartsService) {}

  @CachedRead({ tables: ['streaming_charts'] })
  @Get()
  chart(@Query() query: ChartQueryDto): Promise<ChartEntryView[]> {
    return this.service.chart(query.genre);
  }
}
