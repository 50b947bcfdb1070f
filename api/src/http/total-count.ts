import type { Response } from 'express';
import { NEXT_CURSOR_HEADER, type KeysetPage } from './keyset-cursor';
import type { Page } from './list-query.dto';

/** Lists are bare arrays; the total travels in X-Total-Count. */
export function sendPage<T>(response: Response, page: Page<T>): T[] {
  response.setHeader('X-Total-Count', String(page.total));
  return page.items;
}

/** A keyset page: a bare array as ever, the total in X-Total-Count and the next page's cursor in X-Next-Cursor. */
export function sendKeysetPage<T>(response: Response, page: KeysetPage<T>): T[] {
  if (page.nextCursor) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  return sendPage(response, page);
}
