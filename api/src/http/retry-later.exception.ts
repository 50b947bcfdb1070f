import { HttpExceptionOptions, ServiceUnavailableException } from '@nestjs/common';

/**
 * A dependency is down: 503 with the message, and a Retry-After header (set by
 * the exception filter) telling clients and load balancers when to try again.
 */
export class RetryLaterException extends ServiceUnavailableException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: HttpExceptionOptions,
  ) {
    super(message, options);
  }
}
