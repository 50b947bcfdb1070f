/** Reading the errors that apiRequest throws ('STATUS: body-or-statusText'). */
const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * The message a person can act on: the JSON body's `message` (joined when it is
 * a list), else the plain body text, else the fallback. A network failure or an
 * HTML error page yields the fallback rather than markup or a stack.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return fallback;
  const body = match[2].trim();
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join(' ');
    return fallback;
  } catch {
    return body && !body.startsWith('<') && body.length <= 300 ? body : fallback;
  }
}
