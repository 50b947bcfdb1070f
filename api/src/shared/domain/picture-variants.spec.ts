import { createHash } from 'node:crypto';
import {
  isRemotePicture,
  parsePictureVariantPath,
  pictureCropFor,
  pictureHash,
  pictureSrcSet,
  pictureVariantPath,
} from './picture-variants';
import { sha256Hex } from './sha256';

describe('picture addresses', () => {
  it('hashes an address exactly as node:crypto does, in the browser as on the server', () => {
    for (const text of ['', 'abc', 'https://outlet.example/a.jpg', 'é🎤'.repeat(40), 'x'.repeat(55), 'y'.repeat(64)]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    expect(pictureHash(' https://outlet.example/a.jpg ')).toBe(
      createHash('sha256').update('https://outlet.example/a.jpg').digest('hex').slice(0, 32),
    );
  });

  it('keeps only absolute http(s) addresses as remote pictures', () => {
    expect(isRemotePicture('https://outlet.example/a.jpg')).toBe(true);
    expect(isRemotePicture('HTTP://outlet.example/a.jpg')).toBe(true);
    expect(isRemotePicture('/media/uploads/1')).toBe(false);
    expect(isRemotePicture('javascript:alert(1)')).toBe(false);
    expect(isRemotePicture('data:image/png;base64,AAAA')).toBe(false);
    expect(isRemotePicture(null)).toBe(false);
    expect(isRemotePicture(`https://outlet.example/${'a'.repeat(2100)}`)).toBe(false);
  });

  it('names each variant /media/<hash>-<width>.<format> and reads the name back', () => {
    const hash = pictureHash('https://outlet.example/a.jpg');
    expect(pictureVariantPath(hash, 640, 'avif')).toBe(`/media/${hash}-640.avif`);
    expect(parsePictureVariantPath(`/media/${hash}-640.avif`)).toEqual({
      hash,
      width: 640,
      format: 'avif',
      crop: 'full',
    });
    expect(parsePictureVariantPath(`/media/${hash}-600.jpg`)).toEqual({
      hash,
      width: 600,
      format: 'jpg',
      crop: 'full',
    });
    expect(parsePictureVariantPath(`/media/${hash}-600.jpeg`)).toEqual({
      hash,
      width: 600,
      format: 'jpg',
      crop: 'full',
    });
    expect(pictureSrcSet(hash, 'webp').split(', ')).toEqual(
      [320, 640, 960, 1280, 1920].map((width) => `/media/${hash}-${width}.webp ${width}w`),
    );
  });

  it('names a cut variant /media/<hash>-<width>-<crop>.<format> and reads the cut back', () => {
    const hash = pictureHash('https://outlet.example/a.jpg');
    expect(pictureVariantPath(hash, 640, 'avif', '1x1')).toBe(`/media/${hash}-640-1x1.avif`);
    expect(parsePictureVariantPath(`/media/${hash}-640-1x1.avif`)).toEqual({
      hash,
      width: 640,
      format: 'avif',
      crop: '1x1',
    });
    expect(parsePictureVariantPath(`/media/${hash}-320-16x9.webp`)).toEqual({
      hash,
      width: 320,
      format: 'webp',
      crop: '16x9',
    });
    expect(pictureSrcSet(hash, 'jpg', '16x9').split(', ')[0]).toBe(`/media/${hash}-320-16x9.jpg 320w`);
    expect(parsePictureVariantPath(`/media/${hash}-960-3x2.jpg`)).toMatchObject({ width: 960, crop: '3x2' });
    expect(parsePictureVariantPath(`/media/${hash}-640-4x3.avif`)).toBeNull();
    expect(parsePictureVariantPath(`/media/${hash}-640-full.avif`)).toBeNull();
  });

  it('reads the cut a layout box shows from its CSS aspect ratio', () => {
    expect(pictureCropFor('16 / 9')).toBe('16x9');
    expect(pictureCropFor('1 / 1')).toBe('1x1');
    expect(pictureCropFor('3 / 2')).toBe('3x2');
    expect(pictureCropFor('4 / 3')).toBe('full');
    expect(pictureCropFor('nonsense')).toBe('full');
  });

  it('reads no other name as a variant', () => {
    const hash = pictureHash('https://outlet.example/a.jpg');
    for (const path of [
      `/media/${hash}-641.avif`,
      `/media/${hash}-640.png`,
      `/media/${hash}-640.avif/x`,
      `/media/${hash.toUpperCase()}-640.avif`,
      `/media/${hash.slice(1)}-640.avif`,
      '/media/uploads/6f1c2d3e-0000-4000-8000-000000000001',
    ]) {
      expect(parsePictureVariantPath(path)).toBeNull();
    }
  });
});
