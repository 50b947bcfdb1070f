import { encodePicture } from '../../../worker/src/pictures/picture-encoding';
import { samplePhoto } from '../../../worker/test/support/picture-samples';
import { pictureHash } from '@api/shared/domain/picture-variants';
import { pool } from './db';
import type { ImageServer } from './image-server';

/**
 * Stores a remote picture as the worker would have after fetching it: the
 * browser stack's worker refuses loopback (as in production), so the specs
 * make the variants with the worker's own encoder from a photo drawn here and
 * store them, and the address itself is never reachable (a reader's browser
 * asking for it would be seen, and fail).
 */
export async function storeProcessedPicture(address: string, width = 1600, height = 900): Promise<string> {
  const hash = pictureHash(address);
  const original = await samplePhoto(width, height);
  const encoded = await encodePicture(original);
  // One transaction with an upsert: the stack's worker may write its own row for the unreachable address at any
  // moment (a refusal), and a ready row is what it never overwrites.
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO pictures (hash, source_url, status, content_type, width, height, placeholder, original,
                             focus_x, focus_y, attempts, processed_at)
       VALUES ($1, $2, 'ready', $3, $4, $5, $6, $7, $8, $9, 1, now())
       ON CONFLICT (hash) DO UPDATE SET status = 'ready', reason = NULL, content_type = $3, width = $4, height = $5,
         placeholder = $6, original = $7, focus_x = $8, focus_y = $9, processed_at = now()`,
      [
        hash,
        address,
        encoded.contentType,
        encoded.width,
        encoded.height,
        encoded.placeholder,
        original,
        encoded.focus.x,
        encoded.focus.y,
      ],
    );
    await client.query('DELETE FROM picture_variants WHERE hash = $1', [hash]);
    for (const variant of encoded.variants) {
      await client.query(
        `INSERT INTO picture_variants (hash, format, crop, width, height, etag, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [hash, variant.format, variant.crop, variant.width, variant.height, variant.etag, variant.bytes],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return hash;
}

/** A picture the worker refused (a pixel bomb, a page of HTML, a private address): its addresses stay 404. */
export async function storeRefusedPicture(address: string, reason: string): Promise<void> {
  await pool.query(
    `INSERT INTO pictures (hash, source_url, status, reason, attempts, processed_at)
     VALUES ($1, $2, 'refused', $3, 1, now()) ON CONFLICT (hash) DO NOTHING`,
    [pictureHash(address), address, reason],
  );
}

/**
 * The fixture image server's addresses, each stored as a processed picture
 * when `storeAll` is called: the stack's worker refuses loopback (and SVG),
 * so without this every picture would stand in as artwork.
 */
export function storedAsProcessed(images: ImageServer): { images: ImageServer; storeAll: () => Promise<void> } {
  const named = new Set<string>();
  return {
    images: {
      ...images,
      url: (seed, label) => {
        const address = images.url(seed, label);
        named.add(address);
        return address;
      },
    },
    storeAll: async () => {
      for (const address of named) await storeProcessedPicture(address, 480, 320);
    },
  };
}
