import { performance } from 'node:perf_hooks';
import { StoryWindow } from '../shared/domain/stories/story-window';

const HOUR = 3_600_000;

/** A small seeded random source, so two runs time the same articles. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export interface BenchFigures {
  articles: number;
  activeStories: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time of this process per article: on a shared machine wall time also counts others' turns. */
  cpuP99Ms: number;
}

/**
 * Synthetic news at a steady rate (about 300 articles a day, a busy aggregator).
 * As after a restart, the window is rebuilt from the stored articles of the last
 * 72 hours only (the older history is never read), then the newest `measured`
 * articles are assigned one by one and timed. A longer history means more
 * articles in total but the same window: the time should not grow with it.
 */
export function benchAssignment(total: number, measured = 1000): BenchFigures {
  const random = seeded(total);
  const vocabulary = Array.from({ length: 20_000 }, (_, index) => `w${index.toString(36)}`);
  const artists = Array.from({ length: 2_000 }, (_, index) => ({ id: `artist${index}`, name: `Artist ${index} Name` }));
  const word = () => vocabulary[Math.floor(Math.pow(random(), 2) * vocabulary.length)];
  const sentence = (count: number) => Array.from({ length: count }, word).join(' ');
  const window = new StoryWindow({ artists });
  const start = Date.parse('2026-01-01T00:00:00Z');
  const spacing = (24 * HOUR) / 300;
  const timings: number[] = [];
  const cpuTimings: number[] = [];
  let stories = 0;
  const firstTimed = total - measured;
  const windowStart = start + firstTimed * spacing - 72 * HOUR;
  for (let index = Math.max(0, Math.ceil((windowStart - start) / spacing)); index < total; index++) {
    const artist = artists[Math.floor(random() * artists.length)].name;
    const article = {
      id: `b${index}`,
      outlet: `outlet${index % 12}`,
      publishedAt: new Date(start + index * spacing),
      title: `${artist} ${sentence(8)}`,
      body: `${sentence(30)}. ${artist} ${sentence(40)}. ${sentence(30)}.`,
    };
    const began = performance.now();
    const cpuBegan = process.cpuUsage();
    window.assign(article, () => `s${++stories}`);
    if (index >= firstTimed) {
      timings.push(performance.now() - began);
      const cpu = process.cpuUsage(cpuBegan);
      cpuTimings.push((cpu.user + cpu.system) / 1000);
    }
  }
  const at = (values: number[], share: number) =>
    [...values].sort((left, right) => left - right)[Math.min(values.length - 1, Math.floor(share * values.length))];
  return {
    articles: total,
    activeStories: window.activeStoryCount,
    p50Ms: at(timings, 0.5),
    p99Ms: at(timings, 0.99),
    cpuP99Ms: at(cpuTimings, 0.99),
  };
}
