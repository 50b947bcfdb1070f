import { Global, Module } from '@nestjs/common';
import { RateLimitsStoreModule } from '../modules/rate-limits/rate-limits-store.module';
import { ClientLimitGuard } from './limit-per-client';
import { RateLimiterService } from './rate-limiter.service';

@Global()
@Module({
  imports: [RateLimitsStoreModule],
  providers: [RateLimiterService, ClientLimitGuard],
  exports: [RateLimiterService, ClientLimitGuard],
})
export class RateLimitModule {}
