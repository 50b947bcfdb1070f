import { parse } from 'regexparam';
import { PUBLIC_ROUTES, type PublicRoute } from '../../shared/contracts/public-routes';

interface CompiledRoute {
  route: PublicRoute;
  pattern: RegExp;
  keys: string[];
}

function compile(route: PublicRoute, loose: boolean): CompiledRoute {
  const { pattern, keys } = parse(route.path, loose);
  return { route, pattern, keys: keys as string[] };
}

// Parsed as the browser's router (wouter) parses them: regexparam, case-insensitive, one trailing slash allowed.
const EXACT = PUBLIC_ROUTES.map((route) => compile(route, false));
// An address below a client-rendered screen is left to the browser too: its router says what lives there.
const BELOW_CLIENT_SCREENS = PUBLIC_ROUTES.filter((route) => route.rendering === 'client').map((route) =>
  compile(route, true),
);

/** An address as wouter reads it: percent-decoded with decodeURI, or kept as it is when malformed. */
function decodedPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** The route a path belongs to, with its parameters; null when no screen lives there. */
export function matchRoute(path: string): { route: PublicRoute; params: Record<string, string> } | null {
  const decoded = decodedPath(path);
  for (const { route, pattern, keys } of [...EXACT, ...BELOW_CLIENT_SCREENS]) {
    const found = pattern.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => (params[key] = found[index + 1]));
    return { route, params };
  }
  return null;
}
