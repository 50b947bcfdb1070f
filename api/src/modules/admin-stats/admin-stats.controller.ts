import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AdminStatsResponse } from '../../shared/contracts/admin';
import { AdminGuard } from '../auth/admin.guard';
import { AdminStatsService } from './admin-stats.service';

@Controller('admin/stats')
@UseGuards(AdminGuard)
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  current(): Promise<AdminStatsResponse> {
    return this.stats.current();
  }
}
