import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** Inbox deliveries are single activities; Mastodon's own limit is about this size. */
export const MAX_ACTIVITY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {}

/** The express request as a fetch Request on the site's own origin (what Fedify routes and verifies). */
export async function toFetchRequest(req: ExpressRequest, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((one) => headers.append(name, one));
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(req.originalUrl, origin);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? await readBody(req) : undefined });
}

async function readBody(req: ExpressRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ACTIVITY_BYTES)
      throw new BodyTooLargeError(`An activity may be at most ${MAX_ACTIVITY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function sendFetchResponse(response: Response, res: ExpressResponse): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}
