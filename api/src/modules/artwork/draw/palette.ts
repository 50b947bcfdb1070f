import type { Random } from './random';

export interface Palette {
  /** Background, from deep to deeper. */
  deep: string;
  deeper: string;
  /** The main colour of the motif. */
  main: string;
  /** A second colour, set against the main one. */
  counter: string;
  /** Near-white and near-black of the same family. */
  light: string;
  ink: string;
}

export const hsl = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${Math.round(saturation)}% ${Math.round(lightness)}%)`;

/** A palette around `hue`, shifted a little per item so neighbours of one family still differ. */
export function paletteAround(hue: number, random: Random, jitter = 22): Palette {
  const base = hue + random.range(-jitter, jitter);
  const counterShift = random.pick([150, 180, 200, -150, 40, -40]);
  const darkness = random.range(8, 16);
  // A third of the time the ground takes another hue, so one family does not always sit on the same colour.
  const ground = random.chance(0.35) ? random.range(0, 360) : base;
  return {
    deep: hsl(ground, random.range(40, 70), darkness + 6),
    deeper: hsl(ground + random.range(-30, 30), random.range(35, 65), darkness),
    main: hsl(base, random.range(75, 95), random.range(50, 62)),
    counter: hsl(base + counterShift, random.range(70, 95), random.range(55, 70)),
    light: hsl(base, 60, random.range(88, 95)),
    ink: hsl(base, 40, 6),
  };
}

/** Hues of the site's category badges: breaking orange, culture purple, feature green, review yellow. */
export const CATEGORY_HUE: Record<string, number> = {
  BREAKING: 18,
  CULTURE: 278,
  FEATURE: 150,
  REVIEW: 46,
};
