/**
 * Which page views count as readers for 'Daily Visitors' and the visitor
 * trend: not crawlers and link previews that say what they are, not the
 * admin's own screens, and not anyone signed in (only staff sign in).
 */
const KNOWN_BOTS =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|facebookcatalog|embedly|quora link preview|whatsapp|skypeuripreview|pinterest|yandex|baiduspider|duckduckgo|applebot|petalbot|semrush|ahrefs|mj12bot|dotbot|gptbot|ccbot|claudebot|anthropic-ai|perplexity|bytespider|lighthouse|pagespeed|uptimerobot|pingdom|statuscake|headlesschrome\/.*\bbot\b/i;

export function isKnownBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && KNOWN_BOTS.test(userAgent));
}

export interface VisitContext {
  userAgent?: string;
  signedIn: boolean;
}

export function isReaderVisit(path: string, context: VisitContext): boolean {
  if (context.signedIn) return false;
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin-')) return false;
  return !isKnownBot(context.userAgent);
}
