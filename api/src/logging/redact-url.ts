/**
 * Query parameters that carry a secret or stand for a person: a signed token
 * (confirmation, unsubscribe, set-password links; `st`, which recognises a
 * subscriber's browser), a reader's anonymous session id, an identity
 * provider's one-time code and state. Anyone who reads the logs could
 * otherwise unsubscribe a reader, be recognised as them, read their
 * recommendations or finish their sign-in.
 */
const SECRET_PARAMS = new Set(['token', 'st', 'sessionid', 'session_id', 'code', 'state']);

export const REDACTED = '[redacted]';

function isSecret(name: string): boolean {
  return SECRET_PARAMS.has(name.toLowerCase());
}

/**
 * The url (a path with its query, or an absolute URL such as a Referer) with
 * the value of every secret parameter replaced. The rest is kept as sent, so
 * a log line still says which page or route was asked for.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is judged as written.
      }
      return isSecret(name) && equals >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** A parsed query (express's req.query) with the same parameters' values replaced. */
export function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).map(([name, value]) => [name, isSecret(name) ? REDACTED : value]),
  );
}
