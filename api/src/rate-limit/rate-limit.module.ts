import { Global, Module } from '@nestjs/common';
import { ClientLimitGuard } from './limit-per-client';
import { RateLimiterService } from './rate-limiter.service';

@Global()
@Module({ providers: [RateLimiterService, ClientLimitGuard], exports: [RateLimiterService, ClientLimitGuard] })
export class RateLimitModule {}
