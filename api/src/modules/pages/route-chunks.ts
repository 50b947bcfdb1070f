import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json), as far as preloading goes. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The lazy screen each server-rendered address shows (its module as named in
 * web/src/app/routes.tsx). Addresses not listed simply get no preload.
 */
export const ROUTE_SCREENS: readonly (readonly [RegExp, string])[] = [
  [/^\/articles$/, 'src/features/articles/components/articles-page.tsx'],
  [/^\/article\/[^/]+$/, 'src/features/articles/components/article-detail-page.tsx'],
  [/^\/artist-spotlight$/, 'src/features/artists/components/spotlight-page.tsx'],
  [/^\/artists\/[^/]+$/, 'src/features/artists/components/artist-profile-page.tsx'],
  [/^\/newsletters$/, 'src/features/newsletters/components/newsletters-page.tsx'],
  [/^\/newsletter\/[^/]+$/, 'src/features/newsletters/components/newsletter-page.tsx'],
  [/^\/search$/, 'src/features/search/components/search-page.tsx'],
  [/^\/events$/, 'src/features/events/components/events-page.tsx'],
  [/^\/releases$/, 'src/features/releases/components/releases-page.tsx'],
  [/^\/charts$/, 'src/features/charts/components/charts-page.tsx'],
  [/^\/category\/[^/]+$/, 'src/features/articles/components/category-page.tsx'],
  [/^\/tag\/[^/]+$/, 'src/features/articles/components/tag-page.tsx'],
];

/**
 * `<link rel="modulepreload">` tags for the screen a page shows: the browser
 * fetches its chunk with the entry script instead of after the entry has run
 * and asked for it (a waterfall that keeps the page unhydrated longer).
 * Only chunks the entry does not already load are named.
 */
export class RouteChunks {
  private readonly tagsByScreen = new Map<string, string>();

  constructor(private readonly manifest: Record<string, ManifestChunk>) {}

  /** The preloads of the web build in `distDir`; none when the build wrote no manifest. */
  static load(distDir: string): RouteChunks {
    const path = join(distDir, '.vite', 'manifest.json');
    if (!existsSync(path)) return new RouteChunks({});
    return new RouteChunks(JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>);
  }

  /** The tags for an address (its path, no query), or '' when its screen is part of the entry or unknown. */
  preloadTags(path: string): string {
    const screen = ROUTE_SCREENS.find(([pattern]) => pattern.test(path))?.[1];
    if (!screen || !this.manifest[screen]) return '';
    let tags = this.tagsByScreen.get(screen);
    if (tags === undefined) {
      const loadedByEntry = this.reachableFrom(Object.keys(this.manifest).filter((key) => this.manifest[key].isEntry));
      tags = this.reachableFrom([screen])
        .filter((key) => !loadedByEntry.includes(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${this.manifest[key].file}">`)
        .join('');
      this.tagsByScreen.set(screen, tags);
    }
    return tags;
  }

  /** The chunks these load statically, themselves included. */
  private reachableFrom(keys: string[]): string[] {
    const seen: string[] = [];
    const visit = (key: string) => {
      if (seen.includes(key) || !this.manifest[key]) return;
      seen.push(key);
      for (const imported of this.manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  }
}
