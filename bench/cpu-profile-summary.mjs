#!/usr/bin/env node
// Where a process spent its CPU: reads the .cpuprofile files in a folder (written by the bench with
// BENCH_CPU_PROFILE) and prints, for each, the share of busy time by area (our code, each npm package,
// Node's internals, the garbage collector) and the functions with the most time of their own.
// Usage: node bench/cpu-profile-summary.mjs <folder> [how many functions, default 15]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Self time in ms per profile node id, from the samples and the gaps between them. */
function selfTimes(profile) {
  const times = new Map();
  profile.samples.forEach((nodeId, index) => {
    times.set(nodeId, (times.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

/** 'our code', an npm package's name, 'node internals', or a V8 pseudo-frame such as '(garbage collector)'. */
export function areaOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  if (url.startsWith('node:')) return 'node internals';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  return 'our code';
}

function shortPlace({ url, lineNumber }) {
  if (!url) return '';
  const tail = url.replace(/^file:\/\//, '').replace(/^.*?(node_modules\/|dist\/)/, '$1');
  return `${tail}:${lineNumber + 1}`;
}

export function summarise(profile, top = 15) {
  const times = selfTimes(profile);
  const byArea = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const node of profile.nodes) {
    const ms = times.get(node.id) ?? 0;
    if (!ms || node.callFrame.functionName === '(idle)') continue;
    busy += ms;
    const area = areaOf(node.callFrame);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    const key = `${node.callFrame.functionName || '(anonymous)'}  ${shortPlace(node.callFrame)}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const ranked = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), share: `${((100 * ms) / busy).toFixed(1)}%` }));
  return { busyMs: Math.round(busy), areas: ranked(byArea, 10), functions: ranked(byFunction, top) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [folder, howMany = '15'] = process.argv.slice(2);
  if (!folder) {
    console.error('usage: node bench/cpu-profile-summary.mjs <folder> [functions]');
    process.exit(2);
  }
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.cpuprofile'))) {
    const summary = summarise(JSON.parse(readFileSync(join(folder, file), 'utf8')), Number(howMany));
    console.log(`\n${file}: ${summary.busyMs} ms busy`);
    console.table(summary.areas);
    console.table(summary.functions);
  }
}
