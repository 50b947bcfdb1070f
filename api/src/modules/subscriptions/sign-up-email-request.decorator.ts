import { applyDecorators, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { subscribeLimit } from '../../rate-limit/abuse-limits';
import { LimitPerClient } from '../../rate-limit/limit-per-client';
import { SUBSCRIBE_MESSAGES } from './dto/create-subscription.dto';

/**
 * A signed-out request that has an email sent to an address (a confirmation
 * again, a fresh preferences link): 202 whatever the address, and counted
 * against the same per-client limit as subscribing, since each sends an email.
 */
export function SignUpEmailRequest(path: string): MethodDecorator {
  return applyDecorators(
    Post(path),
    HttpCode(HttpStatus.ACCEPTED),
    LimitPerClient(subscribeLimit, SUBSCRIBE_MESSAGES.tooMany),
  );
}
