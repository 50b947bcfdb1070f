import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { answerDatabaseUnavailable, RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { RetryLaterException } from './retry-later.exception';

/**
 * Every error leaves as JSON `{statusCode, message}` (plus `errors` per field
 * for validation). Unknown errors are logged and become a plain 500 that leaks
 * nothing; body-parser's errors (bad JSON, too large) keep their 4xx status.
 * Postgres being unreachable is no bug: a 503 with Retry-After, from any route,
 * session lookups included (express hands their errors to this filter too).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;

    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const payload =
        typeof body === 'string'
          ? { statusCode: status, message: body }
          : { ...(body as Record<string, unknown>), statusCode: status, message: messageOf(body, exception) };
      delete (payload as Record<string, unknown>).error;
      if (exception instanceof RetryLaterException) {
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      } else if (status === HttpStatus.SERVICE_UNAVAILABLE && !response.getHeader('Retry-After')) {
        // A dependency that is down: tell the client when to come back.
        response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      }
      response.status(status).json(payload);
      return;
    }

    const clientError = asClientError(exception);
    if (clientError) {
      response.status(clientError.status).json({ statusCode: clientError.status, message: clientError.message });
      return;
    }

    if (isDatabaseUnavailable(exception)) {
      answerDatabaseUnavailable(response, exception);
      return;
    }

    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    response
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .json({ statusCode: 500, message: 'Something went wrong on our side. Please try again.' });
  }
}

function messageOf(body: object, exception: HttpException): string {
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/** body-parser and friends throw errors carrying an HTTP status in the 4xx range. */
function asClientError(exception: unknown): { status: number; message: string } | null {
  if (!exception || typeof exception !== 'object') return null;
  const status =
    (exception as { status?: unknown; statusCode?: unknown }).status ??
    (exception as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const type = (exception as { type?: string }).type;
  if (type === 'entity.parse.failed') return { status, message: 'The request body is not valid JSON.' };
  if (type === 'entity.too.large') return { status, message: 'The request body is too large.' };
  return { status, message: (exception as Error).message || 'Bad request' };
}
