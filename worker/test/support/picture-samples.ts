import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG of the given size: gradients and noise, so encoders have real work to do. */
export async function samplePhoto(width = 1600, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x ^ y) * 37) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming `side` × `side` pixels
 * (100,000 square is ten billion) over a few kB of zeroes, which would take
 * gigabytes to decode.
 */
export function pixelBombPng(side = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A wide, dull grey picture with one vivid subject (a red disc with detail around it) near its right edge, where a
 * centred square cut would lose it: what the attention cut has to find.
 */
export async function subjectAtRightEdge(width = 1200, height = 600): Promise<Buffer> {
  const size = Math.round(height / 4);
  const subject = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - 4}" fill="#e8202a" stroke="#ffe14d" stroke-width="8"/>` +
      '</svg>',
  );
  return sharp({ create: { width, height, channels: 3, background: '#6b6b6b' } })
    .composite([{ input: subject, left: width - size - Math.round(width / 24), top: Math.round(height / 3) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
