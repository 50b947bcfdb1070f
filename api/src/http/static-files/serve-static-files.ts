import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredCoding } from '../../modules/public-cache/content-coding';
import { ifNoneMatchHits, type ContentCoding } from '../../modules/public-cache/etag';
import type { StaticFile, StaticFileSet } from './static-file-set';

const ASSETS_PREFIX = '/assets/';
/** Distinct Accept-Encoding values remembered; browsers send a handful, so parsing happens once per value. */
const MAX_REMEMBERED_CODINGS = 64;

export interface StaticFileOptions {
  /** Flat [name, value, ...] pairs every answer carries (the site's security headers). */
  headers: readonly string[];
  /** Answer index.html for any other GET outside the API: a build without its server renderer. */
  shellForEveryPage: boolean;
  apiPrefix: string;
}

/**
 * Answers the build's files from memory: the coding the client prefers among
 * those the build wrote (br, then gzip, then none), a strong ETag per coding,
 * 304 on If-None-Match, HEAD like GET without the body. Returns false when the
 * request is not for a static file, so it goes on to the rest of the server.
 * An unknown `/assets/` path is a 404 here: that folder holds only build output.
 */
export function staticFileHandler(files: StaticFileSet, options: StaticFileOptions) {
  const acceptedBy = new Map<string, readonly ContentCoding[]>();
  const apiRoot = `/${options.apiPrefix}`;

  const chooseCoding = (file: StaticFile, acceptEncoding: string | undefined): ContentCoding => {
    if (!file.codings.br && !file.codings.gzip) return 'identity';
    const header = acceptEncoding ?? '';
    let accepted = acceptedBy.get(header);
    if (accepted === undefined) {
      accepted = codingsInPreference(header);
      if (acceptedBy.size >= MAX_REMEMBERED_CODINGS) acceptedBy.clear();
      acceptedBy.set(header, accepted);
    }
    return accepted.find((coding) => file.codings[coding]) ?? 'identity';
  };

  const send = (request: IncomingMessage, response: ServerResponse, file: StaticFile): void => {
    const coding = chooseCoding(file, request.headers['accept-encoding']);
    const representation = file.codings[coding] ?? file.codings.identity;
    const head: string[] = [
      ...options.headers,
      'Cache-Control',
      file.cacheControl,
      'ETag',
      representation.etag,
      'Vary',
      'Accept-Encoding',
    ];
    if (ifNoneMatchHits(request.headers['if-none-match'], representation.etag)) {
      response.writeHead(304, head);
      response.end();
      return;
    }
    head.push('Content-Type', file.contentType, 'Content-Length', String(representation.body.length));
    if (coding !== 'identity') head.push('Content-Encoding', coding);
    response.writeHead(200, head);
    if (request.method === 'HEAD') response.end();
    else response.end(representation.body);
  };

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart < 0 ? url : url.slice(0, queryStart);
    const file = files.get(path);
    if (file) {
      send(request, response, file);
      return true;
    }
    if (path.startsWith(ASSETS_PREFIX)) {
      response.writeHead(404, [
        ...options.headers,
        'Cache-Control',
        'no-store',
        'Content-Type',
        'text/plain; charset=utf-8',
      ]);
      response.end(request.method === 'HEAD' ? undefined : 'Not found');
      return true;
    }
    if (options.shellForEveryPage && files.shell && path !== apiRoot && !path.startsWith(`${apiRoot}/`)) {
      send(request, response, files.shell);
      return true;
    }
    return false;
  };
}

/** The codings a client accepts, best first: br, gzip, then always identity. */
function codingsInPreference(acceptEncoding: string): readonly ContentCoding[] {
  const best = preferredCoding(acceptEncoding);
  if (best === 'identity') return ['identity'];
  // A later `br;q=0` overrides the client's br, which asks what it takes after brotli.
  const next = best === 'br' ? preferredCoding(`${acceptEncoding}, br;q=0`) : 'identity';
  return next === 'identity' ? [best, 'identity'] : [best, next, 'identity'];
}
