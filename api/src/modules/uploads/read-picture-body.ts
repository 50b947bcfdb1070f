import { PayloadTooLargeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MAX_UPLOAD_BYTES } from './upload-limits';

export const TOO_LARGE_MESSAGE = `A picture may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

/**
 * Reads the upload route's body as bytes, at most MAX_UPLOAD_BYTES of them:
 * past that it keeps reading without keeping anything, so the sender hears a
 * clean 413 rather than a connection cut mid-send. A body the JSON parser
 * already read (a JSON request) is left as it parsed it.
 */
export function readPictureBody(request: Request, _response: Response, next: NextFunction): void {
  if ((request as Request & { _body?: boolean })._body || request.readableEnded) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_UPLOAD_BYTES) chunks.push(chunk);
  });
  request.on('end', () => {
    if (size > MAX_UPLOAD_BYTES) return next(new PayloadTooLargeException(TOO_LARGE_MESSAGE));
    request.body = Buffer.concat(chunks);
    next();
  });
  request.on('error', next);
}
