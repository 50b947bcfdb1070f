import { Controller, Get, Param, Query } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ChartSongRunView, ChartWeekView } from '../../shared/contracts/charts';
import type { ChartEntryView } from '../../shared/contracts/content';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { ChartGenreQueryDto } from './dto/chart-genre-query.dto';
import { ChartQueryDto } from './dto/chart-query.dto';
import { StreamingChartsService } from './streaming-charts.service';

/** The weekly chart's public reads: a week's chart, the built weeks, a song's run, an artist's runs. */
@Controller('charts')
export class StreamingChartsController {
  constructor(private readonly service: StreamingChartsService) {}

  @CachedRead({ tables: ['streaming_charts', 'chart_weeks'] })
  @Get()
  chart(@Query() query: ChartQueryDto): Promise<ChartEntryView[]> {
    return this.service.chart(query.genre, query.week);
  }

  @CachedRead({ tables: ['chart_weeks'] })
  @Get('weeks')
  weeks(@Query() query: ChartGenreQueryDto): Promise<ChartWeekView[]> {
    return this.service.weeks(query.genre);
  }

  @CachedRead({ tables: ['streaming_charts'] })
  @Get('songs/:songId')
  songRun(@Param('songId', ParseIdPipe) songId: number): Promise<ChartSongRunView> {
    return this.service.songRun(songId);
  }

  @CachedRead({ tables: ['streaming_charts'] })
  @Get('artists/:artistId')
  artistRuns(@Param('artistId', ParseIdPipe) artistId: number): Promise<ChartSongRunView[]> {
    return this.service.artistRuns(artistId);
  }
}
