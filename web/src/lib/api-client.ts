/**
 * The one fetch client (spec section 7): cookies always sent, a JSON body and
 * content type only when there is a body, and every non-OK answer thrown as
 * Error('STATUS: body-or-statusText') so screens can tell a 404 from a 500.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A GET that answers the parsed JSON: the usual react-query fetcher. */
export function getJson<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}
