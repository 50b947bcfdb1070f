import { PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';
import { MAX_UPLOAD_BYTES } from './upload-limits';

export const TOO_LARGE_MESSAGE = `A picture may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

/**
 * The upload's body as bytes, at most MAX_UPLOAD_BYTES of them: past that it
 * keeps reading without keeping anything, so the sender hears a clean 413
 * rather than a connection cut mid-send. Called from the handler, after the
 * guard has admitted the caller, so a stranger's body is never held in memory.
 * A body the JSON parser already read (a JSON request) is returned as parsed.
 */
export function readPictureBody(request: Request): Promise<unknown> {
  if ((request as Request & { _body?: boolean })._body || request.readableEnded) {
    return Promise.resolve(request.body);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_UPLOAD_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_UPLOAD_BYTES) reject(new PayloadTooLargeException(TOO_LARGE_MESSAGE));
      else resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}
