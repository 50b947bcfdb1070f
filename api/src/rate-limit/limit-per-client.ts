import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { clientAddressKey } from './client-address';
import type { RateLimitRule } from './rate-limit-rule';
import { RateLimiterService } from './rate-limiter.service';
import { refuseTooManyRequests } from './too-many-requests';

interface ClientLimit {
  rule: (config: AppConfig) => RateLimitRule;
  /** What the 429 says, in the words of the feature it guards. */
  message: string;
  /** Send RateLimit-Limit and RateLimit-Remaining on every answer, not only the 429. */
  advertise: boolean;
}

const CLIENT_LIMIT = Symbol('client-rate-limit');

/**
 * Counts every request to the route per client address (valid or not, before
 * the body is even validated) and answers 429 past the rule's limit. req.ip
 * honours X-Forwarded-For only when TRUST_PROXY is set, so a client cannot
 * pick its own address.
 */
export function LimitPerClient(
  rule: (config: AppConfig) => RateLimitRule,
  message: string,
  options: { advertise?: boolean } = {},
) {
  const limit: ClientLimit = { rule, message, advertise: options.advertise ?? false };
  return applyDecorators(SetMetadata(CLIENT_LIMIT, limit), UseGuards(ClientLimitGuard));
}

@Injectable()
export class ClientLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiterService,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<ClientLimit | undefined>(CLIENT_LIMIT, context.getHandler());
    if (!limit) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const rule = limit.rule(this.config);
    const verdict = await this.limiter.consume(rule, clientAddressKey(request.ip));
    if (limit.advertise) {
      response.setHeader('RateLimit-Limit', String(rule.points));
      response.setHeader('RateLimit-Remaining', String(verdict.remaining));
    }
    if (!verdict.allowed) refuseTooManyRequests(response, verdict.retryAfterSeconds, limit.message);
    return true;
  }
}
