import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LoadedPage, PageQuery } from './page-load';
import { renderHead } from './page-head';
import type { PageHead } from '../../shared/contracts/page-head';
import { RouteChunks } from './route-chunks';
import { escapeHtml, jsonForScript } from './safe-markup';

/** The id web/src/app/page-state.ts reads the page's data from. */
const PAGE_STATE_ID = 'cypher-state';
const ROOT = '<div id="root"></div>';

/** What web/src/app/entry-server.tsx exports (the Vite SSR build of the web app). */
interface ServerEntry {
  render(url: string, queries: readonly PageQuery[], renderedAt: number): Promise<{ html: string; state: unknown }>;
}

/** The built index.html cut where a page's head and markup go, without its generic title and description. */
interface Template {
  /** The head up to the first script or stylesheet: where a page's lead picture is announced. */
  headStart: string;
  /** The rest: the entry script, the styles and the preloaded fonts. */
  headAssets: string;
  body: string;
  tail: string;
}

/**
 * Turns a loaded page into the HTML document the server answers: the built
 * index.html (its hashed script and styles), the page's head, the markup the
 * web app's server entry rendered, and the data it was rendered from as a
 * JSON block the browser hydrates react-query with.
 */
export class ServerRenderer {
  private constructor(
    private readonly entry: ServerEntry,
    private readonly template: Template,
    /** index.html as built: the page of the screens the browser renders alone. */
    readonly shell: Buffer,
    private readonly routeChunks: RouteChunks,
  ) {}

  /** The renderer of a web build (`web/dist` and the `web/dist-ssr` beside it); null when either is missing. */
  static load(distDir: string): ServerRenderer | null {
    const indexPath = join(distDir, 'index.html');
    const entryPath = join(dirname(distDir), 'dist-ssr', 'entry-server.cjs');
    if (!existsSync(indexPath) || !existsSync(entryPath)) return null;
    const html = readFileSync(indexPath, 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the Vite SSR build is CommonJS, loaded at run time
    const entry = require(entryPath) as ServerEntry;
    return new ServerRenderer(entry, cutTemplate(html), Buffer.from(html), RouteChunks.load(distDir));
  }

  async render(url: string, page: LoadedPage, siteUrl: string): Promise<Buffer> {
    const { html, state } = await this.entry.render(url, page.queries, Date.now());
    const { headStart, headAssets, body, tail } = this.template;
    const queryStart = url.indexOf('?');
    const preloads = this.routeChunks.preloadTags(queryStart < 0 ? url : url.slice(0, queryStart));
    return Buffer.from(
      `${headStart}${leadImagePreload(page.head.leadImage)}${headAssets}    ${preloads}${renderHead(page.head, siteUrl)}` +
        `\n  </head>${body}<div id="root">${html}</div>` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>${tail}`,
    );
  }
}

/**
 * The picture that is the page's largest paint, asked for before the scripts, styles and fonts:
 * on a slow line it otherwise waits behind them for bandwidth.
 */
function leadImagePreload(lead: PageHead['leadImage']): string {
  if (!lead) return '';
  if (typeof lead !== 'string') {
    const attributes = `imagesrcset="${escapeHtml(lead.srcSet)}" imagesizes="${escapeHtml(lead.sizes)}" type="${escapeHtml(lead.type)}"`;
    return `<link rel="preload" as="image" ${attributes} fetchpriority="high" />\n    `;
  }
  return `<link rel="preload" as="image" href="${escapeHtml(lead)}" fetchpriority="high" />\n    `;
}

function cutTemplate(html: string): Template {
  let page = removeElement(html, '<title>', '</title>');
  const description = page.indexOf('name="description"');
  if (description >= 0) {
    const start = page.lastIndexOf('<meta', description);
    page = page.slice(0, start) + page.slice(page.indexOf('>', description) + 1);
  }
  const headEnd = page.indexOf('</head>');
  const root = page.indexOf(ROOT);
  if (headEnd < 0 || root < 0) throw new Error('web/dist/index.html has no </head> or no empty #root');
  const head = page.slice(0, headEnd).replace(/\n[ \t]*\n/g, '\n');
  const firstAsset = [head.indexOf('<script'), head.indexOf('<link rel="stylesheet"')].filter((at) => at >= 0);
  const assetsAt = firstAsset.length ? Math.min(...firstAsset) : head.length;
  return {
    headStart: head.slice(0, assetsAt),
    headAssets: head.slice(assetsAt),
    body: page.slice(headEnd + '</head>'.length, root),
    tail: page.slice(root + ROOT.length),
  };
}

function removeElement(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  return start < 0 || end < 0 ? html : html.slice(0, start) + html.slice(end + close.length);
}
