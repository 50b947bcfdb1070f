import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { RateLimiterService } from '../../rate-limit/rate-limiter.service';
import { SUBSCRIBE_MESSAGES } from './dto/create-subscription.dto';

const HOUR_MS = 3_600_000;

/**
 * Counts every subscribe attempt per client IP (valid or not), before the body
 * is even validated. req.ip honours X-Forwarded-For only when TRUST_PROXY is set
 * (see app setup), so a client cannot pick its own IP.
 */
@Injectable()
export class SubscribeRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const limit = this.config.subscribeRateLimitPerHour;
    const verdict = await this.limiter.hit(`subscribe:${request.ip ?? 'unknown'}`, limit, HOUR_MS);
    response.setHeader('RateLimit-Limit', String(limit));
    response.setHeader('RateLimit-Remaining', String(verdict.remaining));
    if (verdict.allowed) return true;
    response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: SUBSCRIBE_MESSAGES.tooMany },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
