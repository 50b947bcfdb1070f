import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import {
  PICTURE_CONTENT_TYPES,
  parsePictureVariantPath,
  type PictureVariantAddress,
} from '../../shared/domain/picture-variants';
import { PicturesStore } from './pictures.store';
import { VariantsOnRequest } from './variants-on-request';
import { cutSize, servedWidth } from '../../imaging/variant-encoding';

/** A year: a variant's bytes never change under its address (the address is the original's hash). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A picture not processed yet may be there in a minute: a miss is never kept for long. */
const MISS = 'public, max-age=60';

/** Whether the request's If-None-Match names this strong ETag (or is `*`). */
function matches(request: Request, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}

/**
 * The variant an address names: stored, or made now from the original when
 * the worker left it for its first request. Null while the picture is not
 * kept (not processed yet, failed, refused).
 */
async function variantFor(
  pictures: PicturesStore,
  onRequest: VariantsOnRequest,
  wanted: PictureVariantAddress,
): Promise<{ etag: string; bytes: Buffer } | null> {
  const facts = await pictures.factsOf(wanted.hash);
  if (facts?.status !== 'ready' || !facts.width || !facts.height) return null;
  const cut = cutSize({ width: facts.width, height: facts.height }, wanted.crop);
  const width = servedWidth(wanted.format, wanted.width, cut.width);
  return (
    (await pictures.findVariant(wanted.hash, wanted.format, width, wanted.crop)) ??
    (await onRequest.make({ ...wanted, width }, facts))
  );
}

/**
 * GET /media/<hash>-<width>[-<crop>].<format>: the variants the worker made of a
 * remote picture, from Postgres, so every API process answers the same bytes
 * without a shared disk. Outside /api as they are addresses in pages, emails
 * and feeds, not API calls. A picture not (yet) kept is a 404, and the page
 * shows the item's artwork in its place.
 */
export function servePictures(app: INestApplication): void {
  const pictures = app.get(PicturesStore);
  const onRequest = app.get(VariantsOnRequest);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const wanted = parsePictureVariantPath(request.path);
    if (!wanted) return next();
    variantFor(pictures, onRequest, wanted)
      .then((variant) => {
        if (!variant) {
          response.setHeader('Cache-Control', MISS);
          return response.status(404).type('text/plain').send('No such picture.');
        }
        response.setHeader('Cache-Control', IMMUTABLE);
        response.setHeader('ETag', variant.etag);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (matches(request, variant.etag)) return response.status(304).end();
        response.type(PICTURE_CONTENT_TYPES[wanted.format]).send(variant.bytes);
      })
      .catch(next);
  });
}
