import { Module } from '@nestjs/common';
import { SubscriptionsStoreModule } from '../subscriptions/subscriptions-store.module';
import { VisitsStoreModule } from '../visits/visits-store.module';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';

@Module({
  imports: [SubscriptionsStoreModule, VisitsStoreModule],
  controllers: [AdminStatsController],
  providers: [AdminStatsService],
  exports: [AdminStatsService],
})
export class AdminStatsModule {}
