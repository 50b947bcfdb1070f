import { Get } from '@nestjs/common';
import type { AdminStatsResponse } from '../../shared/contracts/admin';
import { DeskController } from '../auth/desk-controller.decorator';
import { AdminStatsService } from './admin-stats.service';

@DeskController('admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  current(): Promise<AdminStatsResponse> {
    return this.stats.current();
  }
}
