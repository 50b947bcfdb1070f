import { HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';

/** How long a client should wait before trying again while a dependency (Postgres, Redis) is down. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** Socket-level failures of the node driver: the server is not there (or not any more). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Postgres's own words for "I cannot serve you now": admin_shutdown (57P01),
 * crash_shutdown (57P02), cannot_connect_now (57P03, starting up or in
 * recovery), too_many_connections (53300), out of memory (53200); every
 * code of class 08 is a connection exception.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '53200']);

/** Errors without a code that pg, pg-pool and TypeORM raise when the connection is gone or never came. */
const LOST_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
  /^Connection with postgres database is not established/,
  /^Query read timeout/,
];

/**
 * True when `error` (or what it wraps: TypeORM's driverError, a cause, the
 * attempts of an AggregateError) says Postgres cannot be reached. Such an error
 * says nothing about the request: the client should simply come back shortly.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

const logger = new Logger('DatabaseUnavailable');
const REPORT_EVERY_MS = 10_000;
let lastReportAt = 0;
let unreported = 0;

/** The 503 every route answers while Postgres is unreachable; logged at most once per ten seconds. */
export function answerDatabaseUnavailable(response: Response, error: unknown): void {
  unreported++;
  const now = Date.now();
  if (now - lastReportAt >= REPORT_EVERY_MS) {
    logger.warn(`database unreachable (${describe(error)}); answered ${unreported} request(s) with 503`);
    lastReportAt = now;
    unreported = 0;
  }
  response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  response.setHeader('Cache-Control', 'no-store');
  response
    .status(HttpStatus.SERVICE_UNAVAILABLE)
    .json({ statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE });
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
