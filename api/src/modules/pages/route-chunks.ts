import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute } from './match-route';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json), as far as preloading goes. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

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
    // The manifest names each screen by the module key Vite's build manifest gives it.
    const screen = matchRoute(path)?.route.screen;
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
