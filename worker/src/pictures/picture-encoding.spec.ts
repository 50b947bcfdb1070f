import sharp from 'sharp';
import { pixelBombPng, samplePhoto } from '../../test/support/picture-samples';
import { eagerWidths, servedWidth } from '@api/imaging/variant-encoding';
import { UnusablePictureError, encodePicture, variantWidths } from './picture-encoding';

describe('picture encoding', () => {
  it('makes every layout width below the original, and the original width for the wider ones: never upscaled', () => {
    expect(variantWidths('avif', 2400)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths('avif', 1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths('jpg', 1000)).toEqual([320, 600, 640, 960, 1000]);
    expect(variantWidths('webp', 200)).toEqual([200]);
  });

  it("makes a phone's widths (320 and 640) at once, and answers each address with the widest variant that fits", () => {
    expect(eagerWidths(2400)).toEqual([320, 640]);
    expect(eagerWidths(1200)).toEqual([320, 640]);
    expect(eagerWidths(500)).toEqual([320, 500]);
    expect(eagerWidths(200)).toEqual([200]);
    expect(servedWidth('avif', 1920, 1200)).toBe(1200);
    expect(servedWidth('jpg', 1200, 2400)).toBe(1200);
    expect(servedWidth('webp', 600, 2400)).toBe(320);
    expect(servedWidth('avif', 320, 200)).toBe(200);
  });

  it('makes the 16:9 AVIF variants of a photo at once, each the width it says, with a tiny placeholder', async () => {
    const encoded = await encodePicture(await samplePhoto(1000, 500));
    expect(encoded).toMatchObject({ contentType: 'image/jpeg', width: 1000, height: 500 });
    const names = encoded.variants.map((variant) => `${variant.format}-${variant.crop}-${variant.width}`);
    // The 16:9 cut of a 1000 × 500 photo is 889 px wide: the wider widths are made on their first request.
    expect(names).toEqual(['avif-16x9-320', 'avif-16x9-640']);
    for (const variant of encoded.variants) expect(variant.width / variant.height).toBeCloseTo(16 / 9, 1);
    for (const variant of encoded.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(variant.height);
      expect(metadata.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[variant.format]);
      expect(variant.etag).toMatch(/^"[\w-]{43}"$/);
    }
    expect(encoded.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(encoded.placeholder.length).toBeLessThan(400);
  });

  it('makes no variant wider than the 16:9 cut of a small photo: its own width stands in for 640', async () => {
    // The 16:9 cut of a 600 × 300 photo is 533 px wide.
    const encoded = await encodePicture(await samplePhoto(600, 300));
    expect(encoded.variants.map((variant) => `${variant.crop}-${variant.width}x${variant.height}`)).toEqual([
      '16x9-320x180',
      '16x9-533x300',
    ]);
  });

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    await expect(encodePicture(pixelBombPng())).rejects.toThrow(UnusablePictureError);
    await expect(encodePicture(pixelBombPng())).rejects.toThrow(/refused/);
  });

  it('refuses a page of HTML, whatever it was sent as', async () => {
    const html = Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>');
    await expect(encodePicture(html)).rejects.toThrow('refused: not a picture');
  });

  it('refuses a picture whose bytes stop half way', async () => {
    const photo = await samplePhoto(800, 400);
    await expect(encodePicture(photo.subarray(0, photo.length / 3))).rejects.toThrow(UnusablePictureError);
  });
});
