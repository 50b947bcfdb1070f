import { Get, Query } from '@nestjs/common';
import type { AdminOverviewResponse } from '../../shared/contracts/admin';
import type { AdminTrendsResponse, FailingSourceView } from '../../shared/contracts/admin-trends';
import { DeskController } from '../auth/desk-controller.decorator';
import { AdminOverviewService } from './admin-overview.service';
import { AdminTrendsService } from './admin-trends.service';
import { TrendsQueryDto } from './dto/trends-query.dto';

@DeskController('admin/overview')
export class AdminOverviewController {
  constructor(
    private readonly overview: AdminOverviewService,
    private readonly trendsService: AdminTrendsService,
  ) {}

  @Get()
  get(): Promise<AdminOverviewResponse> {
    return this.overview.overview();
  }

  @Get('trends')
  trends(@Query() query: TrendsQueryDto): Promise<AdminTrendsResponse> {
    return this.trendsService.trends(query.days);
  }

  @Get('failing-sources')
  failingSources(): Promise<FailingSourceView[]> {
    return this.trendsService.failingSources();
  }
}
