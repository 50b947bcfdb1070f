import type { ArticleArtworkSource } from '../../../shared/domain/artwork';
import { articleArtworkSeed } from '../../../shared/domain/artwork';
import { CATEGORY_HUE, type Palette, paletteAround } from './palette';
import { halftone, rays, rings, shards, stripes, waves } from './artist-portrait';
import { randomFrom, type Random } from './random';
import { album, extendedPlay, single } from './release-cover';
import { n, paletteDocument } from './svg';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;
const W = COVER_WIDTH;
const H = COVER_HEIGHT;

type Motif = (random: Random, palette: Palette) => string;

/** Breaking news: a signal going out, rings from a corner cut by bold bars. */
const broadcast: Motif = (random, palette) => {
  const cx = random.pick([random.range(-80, 220), random.range(W - 220, W + 80)]);
  const cy = random.range(-60, H + 60);
  const rings = random.int(7, 11);
  const gap = random.range(55, 85);
  let body = '';
  for (let ring = rings; ring >= 1; ring -= 1) {
    const colour = ring % 2 === 0 ? palette.main : palette.deeper;
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(ring * gap)}" fill="${colour}" opacity="${n(0.35 + (0.5 * (rings - ring)) / rings)}"/>`;
  }
  const angle = random.range(-35, -15);
  const bars = random.int(2, 4);
  for (let bar = 0; bar < bars; bar += 1) {
    const y = random.range(80, H - 80);
    const thickness = random.range(18, 70);
    const colour = bar === 0 ? palette.counter : bar === 1 ? palette.light : palette.main;
    body += `<rect x="-200" y="${n(y)}" width="${W + 400}" height="${n(thickness)}" fill="${colour}" opacity="${n(random.range(0.7, 0.95))}" transform="rotate(${n(angle)} ${W / 2} ${H / 2})"/>`;
  }
  body += starburst(
    random.range(W * 0.35, W * 0.75),
    random.range(H * 0.25, H * 0.7),
    random.range(40, 80),
    palette.light,
    random,
  );
  return body;
};

/** Culture: a block at dusk, the sun or moon behind it, windows lit here and there. */
const block: Motif = (random, palette) => {
  let body = `<circle cx="${n(random.range(W * 0.2, W * 0.8))}" cy="${n(random.range(H * 0.25, H * 0.5))}" r="${n(random.range(110, 190))}" fill="${palette.counter}" opacity="0.9"/>`;
  const stripes = random.int(3, 6);
  for (let stripe = 0; stripe < stripes; stripe += 1) {
    body += `<rect x="0" y="${n(H * 0.12 + stripe * random.range(22, 34))}" width="${W}" height="${n(random.range(3, 9))}" fill="${palette.main}" opacity="0.35"/>`;
  }
  let x = -20;
  while (x < W) {
    const width = random.range(60, 150);
    const height = random.range(H * 0.25, H * 0.72);
    const top = H - height;
    body += `<rect x="${n(x)}" y="${n(top)}" width="${n(width - 6)}" height="${n(height)}" fill="${palette.ink}"/>`;
    if (random.chance(0.35)) {
      body += `<rect x="${n(x + width / 2 - 4)}" y="${n(top - random.range(20, 60))}" width="6" height="${n(60)}" fill="${palette.ink}"/>`;
    }
    for (let wy = top + 18; wy < H - 20; wy += 26) {
      for (let wx = x + 12; wx < x + width - 22; wx += 22) {
        if (random.chance(0.22)) {
          body += `<rect x="${n(wx)}" y="${n(wy)}" width="10" height="14" fill="${random.chance(0.7) ? palette.main : palette.light}"/>`;
        }
      }
    }
    x += width;
  }
  return body;
};

/** Feature: the microphone under a spotlight. */
const spotlight: Motif = (random, palette) => {
  const mx = random.range(W * 0.3, W * 0.7);
  const top = random.range(H * 0.18, H * 0.32);
  const tilt = random.range(-18, 18);
  const beamSpread = random.range(160, 300);
  let body =
    `<polygon points="${n(mx)},-40 ${n(mx - beamSpread)},${H} ${n(mx + beamSpread)},${H}" fill="${palette.light}" opacity="0.12"/>` +
    `<ellipse cx="${n(mx)}" cy="${n(H - 40)}" rx="${n(beamSpread * 0.9)}" ry="40" fill="${palette.main}" opacity="0.45"/>`;
  const rings = random.int(2, 4);
  for (let ring = 0; ring < rings; ring += 1) {
    body += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, H))}" r="${n(random.range(40, 140))}" fill="none" stroke="${palette.counter}" stroke-width="${n(random.range(4, 14))}" opacity="0.6"/>`;
  }
  const head = 62;
  let mic =
    `<rect x="${n(mx - 8)}" y="${n(top + head * 2)}" width="16" height="${n(H - top - head * 2 - 40)}" fill="${palette.ink}"/>` +
    `<rect x="${n(mx - 22)}" y="${n(top + head * 1.7)}" width="44" height="${n(head * 1.2)}" rx="10" fill="${palette.ink}"/>` +
    `<rect x="${n(mx - head * 0.8)}" y="${n(top)}" width="${n(head * 1.6)}" height="${n(head * 2)}" rx="${n(head * 0.8)}" fill="${palette.light}"/>`;
  for (let line = 1; line < 6; line += 1) {
    mic += `<line x1="${n(mx - head * 0.8)}" y1="${n(top + (line * head * 2) / 6)}" x2="${n(mx + head * 0.8)}" y2="${n(top + (line * head * 2) / 6)}" stroke="${palette.deeper}" stroke-width="3" opacity="0.5"/>`;
  }
  mic += `<rect x="${n(mx - head * 0.8)}" y="${n(top + head * 0.95)}" width="${n(head * 1.6)}" height="12" fill="${palette.main}"/>`;
  body += `<g transform="rotate(${n(tilt)} ${n(mx)} ${n(H - 40)})">${mic}</g>`;
  return body;
};

/** Review: a record sliding out of its sleeve. */
const record: Motif = (random, palette) => {
  const size = random.range(H * 0.62, H * 0.8);
  const sx = random.range(W * 0.1, W * 0.35);
  const sy = (H - size) / 2 + random.range(-30, 30);
  const slide = random.range(size * 0.35, size * 0.6);
  const cx = sx + size / 2 + slide;
  const cy = sy + size / 2;
  const radius = size * 0.48;
  let disc = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${palette.ink}"/>`;
  for (let groove = radius - 10; groove > radius * 0.4; groove -= random.range(7, 12)) {
    disc += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(groove)}" fill="none" stroke="${palette.light}" stroke-width="1" opacity="0.12"/>`;
  }
  disc +=
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.33)}" fill="${palette.counter}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.05)}" fill="${palette.ink}"/>` +
    `<path d="M${n(cx - radius * 0.8)} ${n(cy - radius * 0.3)} A${n(radius * 0.85)} ${n(radius * 0.85)} 0 0 1 ${n(cx - radius * 0.2)} ${n(cy - radius * 0.82)}" fill="none" stroke="${palette.light}" stroke-width="6" opacity="0.25"/>`;
  let sleeve = `<rect x="${n(sx)}" y="${n(sy)}" width="${n(size)}" height="${n(size)}" fill="${palette.main}"/>`;
  const shapes = random.int(2, 4);
  for (let shape = 0; shape < shapes; shape += 1) {
    const r = random.range(size * 0.12, size * 0.3);
    sleeve += `<circle cx="${n(sx + random.range(r, size - r))}" cy="${n(sy + random.range(r, size - r))}" r="${n(r)}" fill="${random.chance(0.5) ? palette.deeper : palette.light}" opacity="${n(random.range(0.5, 0.95))}"/>`;
  }
  sleeve += `<rect x="${n(sx)}" y="${n(sy + size * random.range(0.55, 0.8))}" width="${n(size)}" height="${n(size * 0.06)}" fill="${palette.ink}" opacity="0.8"/>`;
  return disc + sleeve;
};

function starburst(cx: number, cy: number, radius: number, fill: string, random: Random): string {
  const points: string[] = [];
  const spikes = random.int(9, 14);
  for (let index = 0; index < spikes * 2; index += 1) {
    const r = index % 2 === 0 ? radius : radius * 0.45;
    const angle = (Math.PI * index) / spikes;
    points.push(`${n(cx + Math.cos(angle) * r)},${n(cy + Math.sin(angle) * r)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A square drawing (800 by 800) cropped to fill the wide cover, the way a photo would be. */
function wide(square: (random: Random, palette: Palette) => string): Motif {
  return (random, palette) =>
    `<svg x="0" y="0" width="${W}" height="${H}" viewBox="0 0 800 800" preserveAspectRatio="xMidYMid slice">${square(random, palette)}</svg>`;
}

/** Each category has its own family of motifs, so a row of one category still looks like several stories. */
const MOTIFS_OF_CATEGORY: Record<string, Motif[]> = {
  BREAKING: [broadcast, wide(shards), wide(stripes)],
  CULTURE: [block, wide(halftone), wide(waves)],
  FEATURE: [spotlight, wide(rays), wide(rings)],
  REVIEW: [record, wide(album), wide(extendedPlay), wide(single)],
};
const ALL_MOTIFS = Object.values(MOTIFS_OF_CATEGORY).flat();

/** The cover of an article: its category picks the motif and colour family, its id and title the rest. */
export function drawArticleCover(source: ArticleArtworkSource): string {
  const random = randomFrom(articleArtworkSeed(source));
  const category = source.category.toUpperCase();
  const hue = CATEGORY_HUE[category] ?? random.range(0, 360);
  const palette = paletteAround(hue, random, 40);
  // The id turns the motif, so stories next to each other in one category take different ones.
  const motifs = MOTIFS_OF_CATEGORY[category] ?? ALL_MOTIFS;
  const motif = motifs[source.id % motifs.length];
  return paletteDocument({ width: W, height: H }, random, palette, () => motif(random, palette));
}
