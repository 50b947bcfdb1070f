import type { PublicRoute } from '../../shared/contracts/public-routes';
import type { PageLoader } from './page-load';

/** What a page file in ./routes exports: how the page is read (its head is built from what was read). */
interface PageFile {
  load: PageLoader;
}

const loaded = new Map<string, PageFile>();

/**
 * The page file a server-rendered route names. Read by its name, so a new page
 * is its manifest entry and its file, with nothing to register in between
 * (page-files.spec.ts holds every named file to the shape).
 */
export function pageFile(route: Extract<PublicRoute, { rendering: 'server' }>): PageFile {
  let file = loaded.get(route.page);
  if (!file) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- page files are found by the name the manifest gives
    file = require(`./routes/${route.page}.page`) as PageFile;
    loaded.set(route.page, file);
  }
  return file;
}
