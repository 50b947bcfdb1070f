import type { Request } from 'express';

/** The value of the request's cookie `name`, trimmed, or undefined when it sends none (no cookie parser runs). */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const part of request.headers.cookie?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
