import { readFileSync } from 'node:fs';

/**
 * The CSS of a rendered email checked against caniemail.com's data (the
 * `caniemail` package's JSON): each declaration is named as a caniemail
 * feature, and a feature is reported for every major client whose latest
 * tested version does not support it ('n') or supports it in part ('a').
 */
interface Feature {
  slug: string;
  title: string;
  stats: Record<string, Record<string, Record<string, string>>>;
}

/** The clients most of our readers use, as caniemail names them (family: platforms). */
export const MAJOR_CLIENTS: Record<string, string[]> = {
  'apple-mail': ['macos', 'ios'],
  gmail: ['desktop-webmail', 'ios', 'android'],
  outlook: ['windows', 'outlook-com', 'macos', 'ios', 'android'],
  yahoo: ['desktop-webmail', 'ios', 'android'],
};

// The package is ESM with its data as an exported JSON file: read the file, wherever npm put it.
const caniemail = JSON.parse(readFileSync(require.resolve('caniemail/caniemail.json'), 'utf8')) as { data: Feature[] };
const FEATURES = new Map(caniemail.data.map((feature) => [feature.slug, feature]));

export interface CssUse {
  /** The caniemail feature, e.g. 'css-display-flex'. */
  feature: string;
  /** The declaration as written, e.g. 'display:flex'. */
  declaration: string;
}

/** Every inline declaration (and any <style> block's) of the email, as caniemail features. */
export function cssUses(html: string): CssUse[] {
  const blocks = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => decodeAttribute(match[1]));
  blocks.push(...[...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]));
  const uses = new Map<string, CssUse>();
  for (const block of blocks) {
    for (const declaration of block.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 1) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      for (const feature of featuresOf(property, value)) {
        uses.set(`${feature}|${property}:${value}`, { feature, declaration: `${property}:${value}` });
      }
    }
  }
  return [...uses.values()];
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** caniemail's names for a declaration: the property's own page, and those of special values. */
function featuresOf(property: string, value: string): string[] {
  const named: string[] = [];
  const own = `css-${property}`;
  if (FEATURES.has(own)) named.push(own);
  if (['left', 'right', 'top', 'bottom'].includes(property)) named.push('css-left-right-top-bottom');
  if (property === 'display' && /\b(?:inline-)?flex\b/.test(value)) named.push('css-display-flex');
  if (property === 'display' && /\b(?:inline-)?grid\b/.test(value)) named.push('css-display-grid');
  if (property.startsWith('--') || value.includes('var(')) named.push('css-variables');
  if (value.includes('!important')) named.push('css-important');
  for (const fn of ['clamp', 'min', 'max']) if (value.includes(`${fn}(`)) named.push(`css-function-${fn}`);
  if (value.includes('linear-gradient(')) named.push('css-linear-gradient');
  return named.filter((slug) => FEATURES.has(slug));
}

export interface Gap {
  feature: string;
  declaration: string;
  client: string;
  support: 'n' | 'a';
  note?: string;
}

/** Each major client whose latest tested version lacks (or only partly has) a feature the email uses. */
export function supportGaps(uses: CssUse[]): Gap[] {
  const gaps: Gap[] = [];
  for (const use of uses) {
    const feature = FEATURES.get(use.feature)!;
    for (const [family, platforms] of Object.entries(MAJOR_CLIENTS)) {
      for (const platform of platforms) {
        const versions = feature.stats[family]?.[platform];
        if (!versions) continue;
        const latest = Object.keys(versions).sort(compareVersions).at(-1)!;
        const [support, noteNumber] = versions[latest].split(' #');
        if (support === 'n' || support === 'a') {
          gaps.push({
            feature: use.feature,
            declaration: use.declaration,
            client: `${family} ${platform} ${latest}`,
            support,
            note: noteNumber ? noteOf(feature, noteNumber) : undefined,
          });
        }
      }
    }
  }
  return gaps;
}

function noteOf(feature: Feature, number: string): string | undefined {
  return (feature as unknown as { notes_by_num?: Record<string, string> }).notes_by_num?.[number];
}

function compareVersions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
