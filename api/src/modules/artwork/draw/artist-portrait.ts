import type { ArtistArtworkSource } from '../../../shared/domain/artwork';
import { artistArtworkSeed } from '../../../shared/domain/artwork';
import { hsl, type Palette, paletteAround } from './palette';
import { randomFrom, type Random } from './random';
import { n, paletteDocument } from './svg';

export const PORTRAIT_SIZE = 800;
const S = PORTRAIT_SIZE;

/** Skin tones, light to deep: a portrait is a person, not a colour swatch. */
const SKIN = ['#f1c9a5', '#e0ac84', '#c68a62', '#a56b45', '#8a5534', '#6b3f26', '#4f2d1b', '#3b2116'];
const HAIR = ['#0d0a08', '#1d130d', '#2e1d12', '#4a2f1d', '#6b4a2f', '#c9c3bc'];

export type Backdrop = (random: Random, palette: Palette) => string;

/** The genre sets the backdrop: sharp shards for drill, dots for boom bap, waves for R&B and so on. */
export const shards: Backdrop = (random, palette) => {
  let body = '';
  for (let index = 0; index < random.int(5, 8); index += 1) {
    const x = random.range(0, S);
    const y = random.range(0, S * 0.7);
    const size = random.range(120, 320);
    body += `<polygon points="${n(x)},${n(y)} ${n(x + size)},${n(y + size * 0.3)} ${n(x + size * 0.2)},${n(y + size)}" fill="${index % 2 ? palette.main : palette.counter}" opacity="${n(random.range(0.35, 0.8))}"/>`;
  }
  return body;
};
export const halftone: Backdrop = (random, palette) => {
  let body = '';
  const step = random.range(38, 56);
  const cx = random.range(0, S);
  const cy = random.range(0, S * 0.6);
  for (let y = step / 2; y < S; y += step) {
    for (let x = step / 2; x < S; x += step) {
      const distance = Math.hypot(x - cx, y - cy) / S;
      const r = Math.max(0, (step / 2) * (1 - distance * 1.3));
      if (r > 1.5) body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.main}"/>`;
    }
  }
  return body;
};
export const waves: Backdrop = (random, palette) => {
  let body = '';
  const count = random.int(6, 10);
  const amplitude = random.range(20, 60);
  for (let index = 0; index < count; index += 1) {
    const y = (S / count) * index + random.range(-10, 10);
    body += `<path d="M0 ${n(y)} Q ${n(S / 4)} ${n(y - amplitude)} ${n(S / 2)} ${n(y)} T ${S} ${n(y)} V ${S} H 0 Z" fill="${index % 2 ? palette.main : palette.counter}" opacity="0.3"/>`;
  }
  return body;
};
export const stripes: Backdrop = (random, palette) => {
  let body = '';
  const width = random.range(30, 70);
  const angle = random.pick([35, -35, 55, -55]);
  for (let x = -S; x < S * 2; x += width * 2) {
    body += `<rect x="${n(x)}" y="${-S}" width="${n(width)}" height="${S * 3}" fill="${palette.main}" opacity="0.3" transform="rotate(${angle} ${S / 2} ${S / 2})"/>`;
  }
  return body;
};
export const rings: Backdrop = (random, palette) => {
  const cx = random.range(S * 0.2, S * 0.8);
  const cy = random.range(S * 0.1, S * 0.5);
  let body = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(random.range(60, 130))}" fill="${palette.counter}" opacity="0.85"/>`;
  for (let r = random.range(150, 190); r < S * 1.2; r += random.range(28, 48)) {
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${palette.main}" stroke-width="${n(random.range(4, 12))}" opacity="0.45"/>`;
  }
  return body;
};
export const rays: Backdrop = (random, palette) => {
  let body = '';
  const count = random.int(10, 18);
  const cx = S / 2 + random.range(-120, 120);
  const cy = S * 0.38;
  for (let index = 0; index < count; index += 1) {
    const a = (Math.PI * 2 * index) / count + random.range(0, 0.2);
    const b = a + Math.PI / count;
    body += `<polygon points="${n(cx)},${n(cy)} ${n(cx + Math.cos(a) * S)},${n(cy + Math.sin(a) * S)} ${n(cx + Math.cos(b) * S)},${n(cy + Math.sin(b) * S)}" fill="${palette.main}" opacity="0.28"/>`;
  }
  return body;
};

const GENRE_STYLE: [RegExp, number, Backdrop][] = [
  [/drill|grime/i, 210, shards],
  [/boom ?bap|conscious|lyric/i, 40, halftone],
  [/r&b|soul|singer/i, 330, waves],
  [/trap|crunk/i, 0, stripes],
  [/jazz|bass|funk|g-funk|talk box/i, 190, rings],
  [/afro|dancehall|brass|bounce/i, 95, rays],
];

/** Headwear and accessories: what tells two silhouettes apart at a glance. */
export function head(
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  skin: string,
  palette: Palette,
): string {
  const hair = random.pick(HAIR);
  const style = random.pick(['bare', 'cap', 'beanie', 'hood', 'afro', 'bun', 'durag', 'braids'] as const);
  let behind = '';
  let front = '';
  switch (style) {
    case 'afro':
      behind = `<circle cx="${n(cx)}" cy="${n(cy - ry * 0.25)}" r="${n(rx * 1.55)}" fill="${hair}"/>`;
      break;
    case 'bun':
      behind = `<circle cx="${n(cx)}" cy="${n(cy - ry * 1.15)}" r="${n(rx * 0.5)}" fill="${hair}"/>`;
      front = `<path d="M${n(cx - rx)} ${n(cy - ry * 0.1)} A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy - ry * 0.1)} Q ${n(cx)} ${n(cy - ry * 0.55)} ${n(cx - rx)} ${n(cy - ry * 0.1)}" fill="${hair}"/>`;
      break;
    case 'hood':
      behind = `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.05)}" rx="${n(rx * 1.45)}" ry="${n(ry * 1.4)}" fill="${palette.counter}"/>`;
      break;
    case 'braids':
      for (let braid = -3; braid <= 3; braid += 1) {
        behind += `<rect x="${n(cx + braid * rx * 0.32 - 9)}" y="${n(cy - ry * 0.6)}" width="18" height="${n(ry * 2.3)}" rx="9" fill="${hair}"/>`;
      }
      front = `<path d="M${n(cx - rx)} ${n(cy - ry * 0.15)} A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy - ry * 0.15)} Z" fill="${hair}"/>`;
      break;
    case 'cap': {
      const brim = random.chance(0.5) ? 1 : -1;
      front =
        `<path d="M${n(cx - rx * 1.02)} ${n(cy - ry * 0.2)} A${n(rx * 1.02)} ${n(ry * 0.95)} 0 0 1 ${n(cx + rx * 1.02)} ${n(cy - ry * 0.2)} Z" fill="${palette.main}"/>` +
        `<rect x="${n(brim > 0 ? cx : cx - rx * 1.9)}" y="${n(cy - ry * 0.28)}" width="${n(rx * 1.9)}" height="${n(ry * 0.16)}" rx="8" fill="${palette.main}"/>`;
      break;
    }
    case 'beanie':
      front =
        `<path d="M${n(cx - rx * 1.04)} ${n(cy - ry * 0.1)} A${n(rx * 1.04)} ${n(ry * 1.05)} 0 0 1 ${n(cx + rx * 1.04)} ${n(cy - ry * 0.1)} Z" fill="${palette.counter}"/>` +
        `<rect x="${n(cx - rx * 1.08)}" y="${n(cy - ry * 0.32)}" width="${n(rx * 2.16)}" height="${n(ry * 0.26)}" rx="10" fill="${palette.counter}" stroke="${palette.ink}" stroke-opacity="0.25" stroke-width="4"/>`;
      break;
    case 'durag':
      front =
        `<path d="M${n(cx - rx)} ${n(cy - ry * 0.05)} A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy - ry * 0.05)} Z" fill="${palette.light}"/>` +
        `<path d="M${n(cx + rx * 0.6)} ${n(cy - ry * 0.2)} q ${n(rx * 0.9)} ${n(ry * 0.6)} ${n(rx * 0.4)} ${n(ry * 1.6)}" stroke="${palette.light}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
      break;
    default:
      front = `<path d="M${n(cx - rx)} ${n(cy - ry * 0.2)} A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy - ry * 0.2)} Q ${n(cx)} ${n(cy - ry * 0.7)} ${n(cx - rx)} ${n(cy - ry * 0.2)}" fill="${hair}"/>`;
  }
  let face = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${skin}"/>`;
  if (random.chance(0.45)) {
    face += `<rect x="${n(cx - rx * 0.8)}" y="${n(cy - ry * 0.08)}" width="${n(rx * 1.6)}" height="${n(ry * 0.3)}" rx="${n(ry * 0.12)}" fill="${palette.ink}"/>`;
  }
  if (random.chance(0.3) && style !== 'hood') {
    face += `<path d="M${n(cx - rx * 1.05)} ${n(cy)} A${n(rx * 1.1)} ${n(ry * 1.1)} 0 0 1 ${n(cx + rx * 1.05)} ${n(cy)}" fill="none" stroke="${palette.ink}" stroke-width="14"/>
<rect x="${n(cx - rx * 1.2)}" y="${n(cy - ry * 0.2)}" width="${n(rx * 0.35)}" height="${n(ry * 0.55)}" rx="12" fill="${palette.counter}"/><rect x="${n(cx + rx * 0.85)}" y="${n(cy - ry * 0.2)}" width="${n(rx * 0.35)}" height="${n(ry * 0.55)}" rx="12" fill="${palette.counter}"/>`;
  }
  return behind + face + front;
}

/** A faceless, distinct portrait: genre sets the backdrop and colours, id and name the person. */
export function drawArtistPortrait(source: ArtistArtworkSource): string {
  const random = randomFrom(artistArtworkSeed(source));
  const style = GENRE_STYLE.find(([pattern]) => pattern.test(source.genre));
  const palette = paletteAround(style ? style[1] : random.range(0, 360), random, 35);
  const backdrop = style ? style[2] : random.pick([shards, halftone, waves, stripes, rings, rays]);
  const skin = random.pick(SKIN);
  const cx = S / 2 + random.range(-50, 50);
  const cy = S * random.range(0.4, 0.46);
  const rx = S * random.range(0.13, 0.16);
  const ry = rx * random.range(1.18, 1.32);
  const shoulders = S * random.range(0.34, 0.44);
  const shirt = random.chance(0.5) ? palette.ink : hsl(random.range(0, 360), 30, 18);
  let figure =
    `<rect x="${n(cx - rx * 0.42)}" y="${n(cy + ry * 0.6)}" width="${n(rx * 0.84)}" height="${n(ry * 0.9)}" fill="${skin}"/>` +
    `<path d="M${n(cx - shoulders)} ${S} C ${n(cx - shoulders)} ${n(cy + ry * 1.35)} ${n(cx - rx)} ${n(cy + ry * 1.15)} ${n(cx)} ${n(cy + ry * 1.15)} C ${n(cx + rx)} ${n(cy + ry * 1.15)} ${n(cx + shoulders)} ${n(cy + ry * 1.35)} ${n(cx + shoulders)} ${S} Z" fill="${shirt}"/>`;
  if (random.chance(0.5)) {
    figure += `<path d="M${n(cx - rx * 0.8)} ${n(cy + ry * 1.2)} Q ${n(cx)} ${n(cy + ry * 2.3)} ${n(cx + rx * 0.8)} ${n(cy + ry * 1.2)}" fill="none" stroke="#e9c46a" stroke-width="9"/>`;
  }
  figure += head(random, cx, cy, rx, ry, skin, palette);
  return paletteDocument({ width: S, height: S }, random, palette, () => backdrop(random, palette) + figure);
}
