import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { staticFileHandler, type StaticFileOptions } from './serve-static-files';
import type { StaticFileSet } from './static-file-set';

/**
 * Puts the in-memory static files in front of everything else on the HTTP
 * server, the response cache included: a file costs one Map lookup and one
 * writeHead. Every other request goes on to the listeners installed before
 * (the response cache, then express) unchanged, and never touches the disk here.
 */
export function installStaticFiles(app: INestApplication, files: StaticFileSet, options: StaticFileOptions): void {
  if (files.size === 0 && !files.shell) return;
  const handle = staticFileHandler(files, options);
  const server: Server = app.getHttpServer();
  const downstream = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (handle(request, response)) return;
    for (const listener of downstream) listener.call(server, request, response);
  });
}
