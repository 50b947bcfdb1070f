import { words } from './tokenize';

/** 32-bit FNV-1a with a seed, two of which make one 64-bit hash. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A 64-bit SimHash as two unsigned 32-bit halves. */
export type Fingerprint = readonly [number, number];

/**
 * SimHash over three-word shingles: syndicated or lightly edited copies land a
 * few bits apart, while different texts differ in about half of the 64 bits.
 */
export function simhash(text: string, shingleSize = 3): Fingerprint {
  const tokens = words(text);
  const weights = new Array<number>(64).fill(0);
  const shingleCount = Math.max(1, tokens.length - shingleSize + 1);
  for (let start = 0; start < shingleCount; start++) {
    const shingle = tokens.slice(start, start + shingleSize).join(' ');
    const halves = [fnv1a(shingle, 0), fnv1a(shingle, 0x9e3779b9)];
    for (let bit = 0; bit < 64; bit++) {
      const set = (halves[bit >> 5] >>> (bit & 31)) & 1;
      weights[bit] += set ? 1 : -1;
    }
  }
  const result = [0, 0];
  for (let bit = 0; bit < 64; bit++) {
    if (weights[bit] > 0) result[bit >> 5] |= 1 << (bit & 31);
  }
  return [result[0] >>> 0, result[1] >>> 0];
}

function popcount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function hammingDistance(left: Fingerprint, right: Fingerprint): number {
  return popcount((left[0] ^ right[0]) >>> 0) + popcount((left[1] ^ right[1]) >>> 0);
}

/*
 * Three bits of 64 is the usual line for whole web pages, but a news item has
 * only some fifty shingles: one edited word changes three of them and moves
 * about seven bits, while two different reports built from the same wire facts
 * stay eighteen or more apart.
 */
export const NEAR_DUPLICATE_BITS = 8;

export function isNearDuplicate(left: Fingerprint, right: Fingerprint): boolean {
  return hammingDistance(left, right) <= NEAR_DUPLICATE_BITS;
}
