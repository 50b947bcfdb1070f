import { BadRequestException } from '@nestjs/common';

/**
 * Where the previous page of a newest-first list stopped: the last row's sort
 * time (as Postgres printed it, to the microsecond, so no row that shares the
 * millisecond is skipped) and its id. Opaque to clients: base64url of JSON.
 */
export interface KeysetPosition {
  at: string;
  id: number;
}

/** The header that carries the next page's cursor; the list itself stays a bare array. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Postgres prints a timestamptz in UTC, to the microsecond, in this form (parsed back by ::timestamptz). */
export const CURSOR_TIME_SQL = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a cursor names; a cursor this API did not hand out is a 400 that says what to send instead. */
export function decodeCursor(cursor: string): KeysetPosition {
  const invalid = () =>
    new BadRequestException(
      `cursor is not valid: send the ${NEXT_CURSOR_HEADER} header of the previous page unchanged, or leave cursor out for the first page`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !TIME_PATTERN.test(at) || Number.isNaN(Date.parse(at))) throw invalid();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw invalid();
  return { at, id };
}

/** A page of a keyset list: its rows, the total that matches, and the cursor of the page after (null on the last). */
export interface KeysetPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** What a list read is asked: how many, and where to start (a cursor wins over an offset). */
export interface KeysetRequest {
  limit: number;
  offset: number;
  after: KeysetPosition | null;
}

/** Reads `?limit=&offset=&cursor=` into a store request; a cursor together with an offset is a 400. */
export function keysetRequest(query: { limit: number; offset: number; cursor?: string }): KeysetRequest {
  if (query.cursor && query.offset > 0) {
    throw new BadRequestException('cursor and offset cannot be combined: a cursor already says where the page starts');
  }
  return { limit: query.limit, offset: query.offset, after: query.cursor ? decodeCursor(query.cursor) : null };
}
