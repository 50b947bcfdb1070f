import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { UPLOAD_PATH_PREFIX } from './upload-limits';
import { UploadsStore } from './uploads.store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A year: a stored picture never changes (a new one gets a new id), so browsers and caches keep it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/uploads/:id, the pictures stories hold, outside /api as they are
 * addresses in the published markdown (and its feeds), not API calls.
 */
export function serveUploads(app: INestApplication): void {
  const uploads = app.get(UploadsStore);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.path.startsWith(UPLOAD_PATH_PREFIX)) {
      return next();
    }
    const id = request.path.slice(UPLOAD_PATH_PREFIX.length);
    const notFound = () => response.status(404).type('text/plain').send('No such picture.');
    if (!UUID.test(id)) return notFound();
    uploads
      .find(id)
      .then((upload) => {
        if (!upload) return notFound();
        response.setHeader('Cache-Control', IMMUTABLE);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.type(upload.contentType).send(upload.bytes);
      })
      .catch(next);
  });
}
