import { Module } from '@nestjs/common';
import { RateLimitsStore } from './rate-limits.store';

@Module({ providers: [RateLimitsStore], exports: [RateLimitsStore] })
export class RateLimitsStoreModule {}
