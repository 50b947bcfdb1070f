import type { Response } from 'express';
import type { Page } from './list-query.dto';

/** Lists are bare arrays; the total travels in X-Total-Count. */
export function sendPage<T>(response: Response, page: Page<T>): T[] {
  response.setHeader('X-Total-Count', String(page.total));
  return page.items;
}
