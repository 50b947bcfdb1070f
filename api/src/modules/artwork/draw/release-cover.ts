import type { ReleaseArtworkSource } from '../../../shared/domain/artwork';
import { releaseArtworkSeed } from '../../../shared/domain/artwork';
import { type Palette, paletteAround } from './palette';
import { randomFrom, type Random } from './random';
import { n, paletteDocument } from './svg';

export const RELEASE_SIZE = 800;
const S = RELEASE_SIZE;

export type Sleeve = (random: Random, palette: Palette) => string;

/** A single: one big disc rising over the edge, with its rings. */
export const single: Sleeve = (random, palette) => {
  const cx = random.range(S * 0.25, S * 0.75);
  const cy = random.pick([S * random.range(0.7, 0.95), S * random.range(0.05, 0.3)]);
  const radius = random.range(S * 0.32, S * 0.48);
  let body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${palette.main}"/>`;
  for (let ring = 1; ring <= random.int(3, 6); ring += 1) {
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius + ring * random.range(24, 40))}" fill="none" stroke="${palette.counter}" stroke-width="${n(random.range(3, 10))}" opacity="${n(0.9 - ring * 0.12)}"/>`;
  }
  body += `<rect x="0" y="${n(random.range(S * 0.45, S * 0.55))}" width="${S}" height="${n(random.range(6, 18))}" fill="${palette.light}" opacity="0.8"/>`;
  return body;
};

/** An EP: a few bars, like a level meter caught mid-song. */
export const extendedPlay: Sleeve = (random, palette) => {
  const bars = random.int(4, 7);
  const gap = 18;
  const width = (S - 120 - gap * (bars - 1)) / bars;
  let body = '';
  for (let bar = 0; bar < bars; bar += 1) {
    const height = random.range(S * 0.2, S * 0.75);
    const x = 60 + bar * (width + gap);
    body += `<rect x="${n(x)}" y="${n(S - 80 - height)}" width="${n(width)}" height="${n(height)}" fill="${bar % 2 ? palette.main : palette.counter}"/>`;
    body += `<rect x="${n(x)}" y="${n(S - 80 - height - 26)}" width="${n(width)}" height="12" fill="${palette.light}"/>`;
  }
  body += `<circle cx="${n(random.range(120, S - 120))}" cy="${n(random.range(90, 220))}" r="${n(random.range(40, 90))}" fill="${palette.light}" opacity="0.85"/>`;
  return body;
};

/** An album: a grid of tiles, each with its own shape. */
export const album: Sleeve = (random, palette) => {
  const cells = random.pick([3, 4]);
  const size = S / cells;
  const colours = [palette.main, palette.counter, palette.light, palette.deeper, palette.ink];
  let body = '';
  for (let row = 0; row < cells; row += 1) {
    for (let column = 0; column < cells; column += 1) {
      const x = column * size;
      const y = row * size;
      const fill = random.pick(colours);
      switch (random.int(0, 4)) {
        case 0:
          body += `<circle cx="${n(x + size / 2)}" cy="${n(y + size / 2)}" r="${n(size * 0.42)}" fill="${fill}"/>`;
          break;
        case 1: {
          const corner = random.int(0, 3);
          const cx = x + (corner % 2) * size;
          const cy = y + Math.floor(corner / 2) * size;
          body += `<path d="M${n(cx)} ${n(cy)} m ${n(corner % 2 ? -size : size)} 0 A ${n(size)} ${n(size)} 0 0 ${corner === 1 || corner === 2 ? 0 : 1} ${n(cx)} ${n(cy + (corner < 2 ? size : -size))} L ${n(cx)} ${n(cy)} Z" fill="${fill}"/>`;
          break;
        }
        case 2:
          body += `<polygon points="${n(x)},${n(y + size)} ${n(x + size / 2)},${n(y)} ${n(x + size)},${n(y + size)}" fill="${fill}"/>`;
          break;
        case 3:
          body += `<rect x="${n(x + size * 0.12)}" y="${n(y + size * 0.12)}" width="${n(size * 0.76)}" height="${n(size * 0.76)}" fill="${fill}"/>`;
          break;
        default:
          body += `<rect x="${n(x)}" y="${n(y + size * 0.4)}" width="${n(size)}" height="${n(size * 0.2)}" fill="${fill}"/>`;
      }
    }
  }
  return body;
};

/** A mixtape: the cassette itself, with a blank label. */
export const mixtape: Sleeve = (random, palette) => {
  const tilt = random.range(-14, 14);
  const x = 110;
  const y = 220;
  const w = S - 220;
  const h = w * 0.63;
  const reel = (cx: number) => {
    let spokes = '';
    for (let spoke = 0; spoke < 6; spoke += 1) {
      const a = (Math.PI / 3) * spoke + random.range(0, 0.5);
      spokes += `<line x1="${n(cx)}" y1="${n(y + h * 0.5)}" x2="${n(cx + Math.cos(a) * 26)}" y2="${n(y + h * 0.5 + Math.sin(a) * 26)}" stroke="${palette.ink}" stroke-width="6"/>`;
    }
    return `<circle cx="${n(cx)}" cy="${n(y + h * 0.5)}" r="40" fill="${palette.light}"/>${spokes}`;
  };
  const cassette =
    `<rect x="${x}" y="${y}" width="${w}" height="${n(h)}" rx="26" fill="${palette.ink}"/>` +
    `<rect x="${x + 30}" y="${y + 30}" width="${w - 60}" height="${n(h * 0.62)}" rx="12" fill="${palette.main}"/>` +
    `<rect x="${x + 30}" y="${y + 30}" width="${w - 60}" height="${n(h * 0.12)}" fill="${palette.counter}"/>` +
    `<rect x="${n(x + w * 0.25)}" y="${n(y + h * 0.36)}" width="${n(w * 0.5)}" height="${n(h * 0.28)}" rx="40" fill="${palette.deeper}"/>` +
    reel(x + w * 0.33) +
    reel(x + w * 0.67) +
    `<polygon points="${n(x + w * 0.2)},${n(y + h)} ${n(x + w * 0.28)},${n(y + h * 0.8)} ${n(x + w * 0.72)},${n(y + h * 0.8)} ${n(x + w * 0.8)},${n(y + h)}" fill="${palette.deeper}"/>`;
  return `<g transform="rotate(${n(tilt)} ${S / 2} ${S / 2})">${cassette}</g>`;
};

const SLEEVE_OF_TYPE: Record<string, Sleeve> = { single, ep: extendedPlay, album, mixtape };
const TYPE_HUE: Record<string, number> = { single: 340, ep: 200, album: 30, mixtape: 110 };

/** A release's cover: its type picks the sleeve, its id, title and artist the rest. */
export function drawReleaseCover(source: ReleaseArtworkSource): string {
  const random = randomFrom(releaseArtworkSeed(source));
  const type = source.type.toLowerCase();
  const palette = paletteAround((TYPE_HUE[type] ?? 0) + random.range(-60, 60), random, 30);
  const sleeve = SLEEVE_OF_TYPE[type] ?? random.pick([single, extendedPlay, album, mixtape]);
  return paletteDocument({ width: S, height: S }, random, palette, () => sleeve(random, palette));
}
