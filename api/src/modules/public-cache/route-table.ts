/**
 * Finds which route a request path belongs to, the way express would, but
 * cheaply enough to run before express on every request: routes without
 * parameters sit in a Map (one lookup), the few with parameters are
 * precompiled to one regular expression each and tried in declaration order.
 *
 * Paths are express paths made of literal segments and whole-segment
 * parameters (`/api/articles/:id`); anything fancier is refused by `compile`.
 * Like express (non-strict routing), one trailing slash is ignored.
 */
export class RouteTable<T> {
  private readonly exact = new Map<string, T>();
  private readonly patterns: { regex: RegExp; value: T }[] = [];

  /** `routes` in the order express registered them: the first match wins, as in express. */
  constructor(routes: readonly { path: string; value: T }[]) {
    for (const { path, value } of routes) {
      const regex = compile(path);
      if (regex) {
        this.patterns.push({ regex, value });
      } else if (!this.exact.has(path) && !this.patterns.some((pattern) => pattern.regex.test(path))) {
        // A literal path already taken by an earlier route never reaches this one in express either.
        this.exact.set(path, value);
      }
    }
  }

  match(path: string): T | undefined {
    const bare = path.length > 1 && path.charCodeAt(path.length - 1) === SLASH ? path.slice(0, -1) : path;
    const exact = this.exact.get(bare);
    if (exact !== undefined) return exact;
    for (const { regex, value } of this.patterns) if (regex.test(bare)) return value;
    return undefined;
  }
}

const SLASH = 47;
const PARAMETER = /^:[A-Z_$][\w$]*$/i;
const LITERAL = /^[\w.~-]+$/;

/** Null for a literal path; a matcher for a path with parameters; throws on syntax this table does not follow. */
export function compile(path: string): RegExp | null {
  const segments = path.split('/').slice(1);
  if (segments.every((segment) => LITERAL.test(segment) || segment === '')) return null;
  const source = segments.map((segment) => {
    if (PARAMETER.test(segment)) return '[^/]+';
    if (LITERAL.test(segment)) return segment.replace(/\./g, '\\.');
    throw new Error(`the response cache cannot match the route path "${path}" (segment "${segment}")`);
  });
  return new RegExp(`^/${source.join('/')}$`);
}
