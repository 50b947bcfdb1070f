import { Controller, Get } from '@nestjs/common';
import type { AdminStatsResponse } from '../../shared/contracts/admin';
import { DeskRoute } from '../auth/desk-route.decorator';
import { AdminStatsService } from './admin-stats.service';

@Controller('admin/stats')
@DeskRoute()
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  current(): Promise<AdminStatsResponse> {
    return this.stats.current();
  }
}
