/**
 * The one fetch client (spec section 7): cookies always sent, a JSON body and
 * content type only when there is a body, and every non-OK answer thrown as
 * Error('STATUS: body-or-statusText') so screens can tell a 404 from a 500.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /**
   * Revalidate with the server instead of trusting the browser's HTTP cache
   * (public reads may be cached for a while): for screens that must show a
   * write they just made, such as the admin lists.
   */
  fresh?: boolean;
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    cache: options.fresh ? 'no-cache' : 'default',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A GET that answers the parsed JSON: the usual react-query fetcher. */
export function getJson<T>(url: string, options?: RequestOptions): Promise<T> {
  return apiRequest<T>('GET', url, undefined, options);
}

/** A GET of a paged list: the items and the total the server puts in X-Total-Count. */
export async function getPage<T>(url: string): Promise<{ items: T[]; total: number }> {
  const response = await fetch(url, { credentials: 'include', cache: 'no-cache' });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  const items = (text ? JSON.parse(text) : []) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total };
}

/** One page of a long list: the items, the total (X-Total-Count) and the next page's cursor (X-Next-Cursor). */
export async function getFeedPage<T>(url: string): Promise<{ items: T[]; total: number; nextCursor: string | null }> {
  const response = await fetch(url, { credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  const items = (text ? JSON.parse(text) : []) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total, nextCursor: response.headers.get('X-Next-Cursor') };
}
