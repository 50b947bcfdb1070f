import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AdminOverviewResponse } from '../../shared/contracts/admin';
import { AdminGuard } from '../auth/admin.guard';
import { AdminOverviewService } from './admin-overview.service';

@Controller('admin/overview')
@UseGuards(AdminGuard)
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverviewService) {}

  @Get()
  get(): Promise<AdminOverviewResponse> {
    return this.overview.overview();
  }
}
