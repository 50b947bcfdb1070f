import type { Response } from 'undici';

/**
 * The body's bytes, read as they arrive and abandoned the moment they pass
 * `maxBytes` (null then): a body that lies about or omits its length is never
 * held in memory beyond the cap. Feeds, pages and pictures are all read this way.
 */
export async function readAtMost(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
