import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { etagForCoding, type ContentCoding } from '../../modules/public-cache/etag';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across builds (the favicon, the shell): revalidated by ETag on every use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** One coding of a file, ready to send: its bytes and its strong tag. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/** A file of the build, with every coding the build wrote for it. */
export interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** Always has identity; gzip and br when the build wrote smaller copies. */
  codings: Partial<Record<ContentCoding, Representation>> & { identity: Representation };
}

/**
 * The browser build (web/dist), read once into memory: every file by its URL
 * path, with the brotli and gzip copies the build wrote beside it
 * (web/scripts/precompress.ts). Only the exact paths of files that exist are
 * keys, so no request path can name anything else on disk. Left out: the
 * build's manifest folder (`.vite`) and index.html, which the page renderer
 * serves (see ServerRenderer), unless asked for as the shell.
 */
export class StaticFileSet {
  private constructor(
    private readonly files: ReadonlyMap<string, StaticFile>,
    /** index.html, for a build without its server renderer. */
    readonly shell: StaticFile | undefined,
  ) {}

  static load(distDir: string): StaticFileSet {
    const files = new Map<string, StaticFile>();
    let shell: StaticFile | undefined;
    if (!existsSync(distDir)) return new StaticFileSet(files, shell);
    for (const path of filesUnder(distDir)) {
      const relativePath = relative(distDir, path).split(sep).join('/');
      if (relativePath.startsWith('.vite/') || /\.(?:br|gz)$/.test(relativePath)) continue;
      const file = readStaticFile(path, relativePath);
      if (relativePath === 'index.html') shell = file;
      else files.set(`/${relativePath}`, file);
    }
    return new StaticFileSet(files, shell);
  }

  /** The file a URL path (no query) names, if it is one of the build's. */
  get(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath);
  }

  get size(): number {
    return this.files.size;
  }
}

function readStaticFile(path: string, relativePath: string): StaticFile {
  const identity = readFileSync(path);
  const tag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  const codings: StaticFile['codings'] = { identity: { body: identity, etag: tag } };
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(path + suffix))
      codings[coding] = { body: readFileSync(path + suffix), etag: etagForCoding(tag, coding) };
  }
  return {
    contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: relativePath.startsWith('assets/') ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
    codings,
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
