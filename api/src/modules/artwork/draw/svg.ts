import type { Palette } from './palette';
import type { Random } from './random';

/** Numbers in SVG attributes: one decimal is plenty and keeps the files small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** A complete SVG document with a background gradient, a grain of halftone dots and the drawing on top. */
export function svgDocument(options: {
  width: number;
  height: number;
  from: string;
  to: string;
  angle: number;
  dots: string;
  body: string;
  defs?: string;
}): string {
  const { width, height } = options;
  const radians = (options.angle * Math.PI) / 180;
  const x = n(50 + Math.cos(radians) * 50);
  const y = n(50 + Math.sin(radians) * 50);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    '<defs>' +
    `<linearGradient id="bg" x1="${n(100 - Number(x))}%" y1="${n(100 - Number(y))}%" x2="${x}%" y2="${y}%">` +
    `<stop offset="0" stop-color="${options.from}"/><stop offset="1" stop-color="${options.to}"/></linearGradient>` +
    `<pattern id="dots" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(${n(options.angle)})">` +
    `<circle cx="7" cy="7" r="1.6" fill="${options.dots}"/></pattern>` +
    '<radialGradient id="vignette" cx="50%" cy="50%" r="75%">' +
    '<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>' +
    '</radialGradient>' +
    (options.defs ?? '') +
    '</defs>' +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#dots)" opacity="0.18"/>` +
    options.body +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    '</svg>'
  );
}

/**
 * A drawing on its palette's ground: the gradient runs from deep to deeper at
 * a random angle under light dots. The angle is drawn before the body, the
 * order every artwork has always used, so an item keeps its picture.
 */
export function paletteDocument(
  size: { width: number; height: number },
  random: Random,
  palette: Palette,
  drawBody: () => string,
): string {
  const angle = random.range(0, 360);
  return svgDocument({ ...size, from: palette.deep, to: palette.deeper, angle, dots: palette.light, body: drawBody() });
}
