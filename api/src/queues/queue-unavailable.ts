import { RetryLaterException } from '../http/retry-later.exception';

export const QUEUE_UNAVAILABLE_MESSAGE = 'The job queue is unavailable right now. Please try again in a minute.';
export const QUEUE_RETRY_AFTER_SECONDS = 60;

/** The one answer to any queue failure, whether enqueueing or reading runs. */
export function queueUnavailable(cause?: unknown): RetryLaterException {
  return new RetryLaterException(QUEUE_UNAVAILABLE_MESSAGE, QUEUE_RETRY_AFTER_SECONDS, cause ? { cause } : undefined);
}
