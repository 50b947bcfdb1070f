// A small seeded random source (mulberry32) so the generated sets are stable.
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[int(0, items.length - 1)];
  const chance = (probability) => next() < probability;
  const shuffle = (items) => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
  };
  return { next, int, pick, chance, shuffle };
}

/** Fills {slots} from facts; a slot with no fact is a bug in the templates. */
export function fill(template, facts) {
  return template.replace(/\{(\w+)\}/g, (_, key) => {
    if (facts[key] === undefined) throw new Error(`no fact for {${key}} in "${template}"`);
    return String(facts[key]);
  });
}
