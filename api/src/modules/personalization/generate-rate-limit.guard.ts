import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimiterService } from '../../rate-limit/rate-limiter.service';

/** Generous for a reader pressing Refresh; a cap on anyone scripting OpenAI calls at our cost. */
export const GENERATE_LIMIT_PER_HOUR = 120;
const HOUR_MS = 3_600_000;
export const GENERATE_TOO_MANY = 'Too many recommendation refreshes from your network. Please try again later.';

/** Counts generate requests per client IP (req.ip honours X-Forwarded-For only with TRUST_PROXY). */
@Injectable()
export class GenerateRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: RateLimiterService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const verdict = await this.limiter.hit(
      `generate-recommendations:${request.ip ?? 'unknown'}`,
      GENERATE_LIMIT_PER_HOUR,
      HOUR_MS,
    );
    if (verdict.allowed) return true;
    response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: GENERATE_TOO_MANY },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
