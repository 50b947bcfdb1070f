import sharp from 'sharp';
import { subjectAtRightEdge } from '../../../worker/test/support/picture-samples';
import { cutRegion, cutSize, encodeVariant, findFocus, uprightOriginal } from './variant-encoding';

describe('cut variants', () => {
  it('sizes a cut as the largest box of its ratio the picture holds', () => {
    expect(cutSize({ width: 1200, height: 630 }, '16x9')).toEqual({ width: 1120, height: 630 });
    expect(cutSize({ width: 1200, height: 630 }, '1x1')).toEqual({ width: 630, height: 630 });
    expect(cutSize({ width: 1200, height: 630 }, '3x2')).toEqual({ width: 945, height: 630 });
    expect(cutSize({ width: 600, height: 900 }, '16x9')).toEqual({ width: 600, height: 338 });
    expect(cutSize({ width: 1200, height: 630 }, 'full')).toEqual({ width: 1200, height: 630 });
  });

  it('centres the cut on the focus, as far as the edges allow', () => {
    const size = { width: 1000, height: 500 };
    expect(cutRegion(size, '1x1', { x: 0.5, y: 0.5 })).toEqual({ left: 250, top: 0, width: 500, height: 500 });
    expect(cutRegion(size, '1x1', { x: 0.9, y: 0.5 })).toEqual({ left: 500, top: 0, width: 500, height: 500 });
    expect(cutRegion(size, '1x1', { x: 0.05, y: 0.5 })).toEqual({ left: 0, top: 0, width: 500, height: 500 });
    expect(cutRegion({ width: 400, height: 1000 }, '16x9', { x: 0.5, y: 0.1 })).toEqual({
      left: 0,
      top: 0,
      width: 400,
      height: 225,
    });
  });

  it('looks for the point both across and down in a picture a cut can move along both ways', async () => {
    // 4:3: a 16:9 cut moves down it, a square across it. The disc's centre is at x ≈ 0.87 and y ≈ 0.46.
    const focus = await findFocus(uprightOriginal(await subjectAtRightEdge(800, 600)));
    expect(focus.x).toBeGreaterThan(0.7);
    expect(focus.y).toBeGreaterThan(0.3);
    expect(focus.y).toBeLessThan(0.6);
    expect(focus.y).not.toBe(0.5);
  });

  it('finds a subject at the edge of a wide picture, and its square cut keeps it', async () => {
    const photo = await subjectAtRightEdge(1200, 600);
    const size = { width: 1200, height: 600 };
    const focus = await findFocus(uprightOriginal(photo));
    // The disc's centre is at x ≈ 0.85 and y ≈ 0.46 of the picture.
    expect(focus.x).toBeGreaterThan(0.7);
    expect(focus.y).toBeGreaterThan(0.25);
    expect(focus.y).toBeLessThan(0.7);
    // Every cut of a picture this wide takes its whole height: the point down is not looked for.
    expect(focus.y).toBe(0.5);
    const region = cutRegion(size, '1x1', focus);
    const variant = await encodeVariant(uprightOriginal(photo), 'jpg', 320, { crop: '1x1', region });
    expect(variant).toMatchObject({ crop: '1x1', width: 320, height: 320 });
    // The cut holds the red disc: its strongest red is far above the grey background's.
    const { data, info } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true });
    let reddest = 0;
    for (let at = 0; at < data.length; at += info.channels) reddest = Math.max(reddest, data[at] - data[at + 1]);
    expect(reddest).toBeGreaterThan(150);
    // A centred square would have missed it.
    const centred = await encodeVariant(uprightOriginal(photo), 'jpg', 320, {
      crop: '1x1',
      region: cutRegion(size, '1x1', { x: 0.5, y: 0.5 }),
    });
    const raw = await sharp(centred.bytes).raw().toBuffer({ resolveWithObject: true });
    let centredReddest = 0;
    for (let at = 0; at < raw.data.length; at += raw.info.channels) {
      centredReddest = Math.max(centredReddest, raw.data[at] - raw.data[at + 1]);
    }
    expect(centredReddest).toBeLessThan(60);
  });
});
