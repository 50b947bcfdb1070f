import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminOverviewService } from './admin-overview.service';

@Module({ imports: [HealthModule], controllers: [AdminOverviewController], providers: [AdminOverviewService] })
export class AdminOverviewModule {}
