// What the load test reports about each process: memory from /proc, and
// quantiles and totals read from the processes' own Prometheus endpoints.
import { readFileSync } from 'node:fs';

/** Resident memory now and at its peak, in MiB (Linux /proc). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return { rssMiB: Number.NaN, peakMiB: Number.NaN };
  }
}

/** name{labels} value lines of a Prometheus text answer, labels kept as one string. */
async function samplesAt(url) {
  const text = await (await fetch(url)).text();
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const space = line.lastIndexOf(' ');
      const key = line.slice(0, space);
      const brace = key.indexOf('{');
      return {
        name: brace < 0 ? key : key.slice(0, brace),
        labels: brace < 0 ? '' : key.slice(brace),
        value: Number(line.slice(space + 1)),
      };
    });
}

/** Requests each API process answered, from its request histogram. */
export async function requestsServed(metricsUrl) {
  const samples = await samplesAt(metricsUrl);
  return samples
    .filter((sample) => sample.name === 'cypher_http_request_duration_seconds_count')
    .reduce((sum, sample) => sum + sample.value, 0);
}

/**
 * Queue wait (enqueue to first start) per queue over all workers: count and
 * the p50/p99 estimated from the summed histogram buckets (linear within a bucket).
 */
export async function queueWaits(workerMetricsUrls) {
  const buckets = new Map();
  for (const url of workerMetricsUrls) {
    for (const sample of await samplesAt(url)) {
      if (sample.name !== 'cypher_job_wait_seconds_bucket') continue;
      const queue = /queue="([^"]+)"/.exec(sample.labels)?.[1];
      const le = /le="([^"]+)"/.exec(sample.labels)?.[1];
      const perQueue = buckets.get(queue) ?? new Map();
      perQueue.set(le, (perQueue.get(le) ?? 0) + sample.value);
      buckets.set(queue, perQueue);
    }
  }
  return [...buckets.entries()].map(([queue, perQueue]) => {
    const bounds = [...perQueue.entries()]
      .map(([le, count]) => ({ le: le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), count }))
      .sort((a, b) => a.le - b.le);
    const total = bounds.at(-1)?.count ?? 0;
    const quantile = (q) => {
      const rank = q * total;
      let lower = 0;
      let below = 0;
      for (const { le, count } of bounds) {
        if (count >= rank) {
          if (!Number.isFinite(le)) return lower;
          const inBucket = count - below;
          return inBucket === 0 ? le : lower + ((rank - below) / inBucket) * (le - lower);
        }
        lower = le;
        below = count;
      }
      return lower;
    };
    return { queue, jobs: total, p50Ms: quantile(0.5) * 1000, p99Ms: quantile(0.99) * 1000 };
  });
}
