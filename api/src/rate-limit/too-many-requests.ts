import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/** The one way a limit refuses: 429 `{statusCode, message}` with Retry-After in seconds. */
export function refuseTooManyRequests(response: Response, retryAfterSeconds: number, message: string): never {
  response.setHeader('Retry-After', String(retryAfterSeconds));
  throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
}
