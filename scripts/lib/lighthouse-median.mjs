// The median of several Lighthouse runs of one page: one run is too noisy to judge a change by (another process
// on the machine lengthens a task and the total blocking time jumps), so each figure is the middle of its runs.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one run that the goals name: the performance score, TBT, LCP, CLS, FCP and the entry script's size. */
export function runFigures(lhr, entryScriptUrl) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((row) => row.resourceType === 'Script');
  const entry = scripts.find((row) => row.url === entryScriptUrl);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    entryKb: entry ? entry.transferSize / 1000 : Number.NaN,
    scriptKb: scripts.reduce((sum, row) => sum + (row.transferSize ?? 0), 0) / 1000,
  };
}

/** Whether a run measured the page: under a heavy load Lighthouse sometimes gives up (no score, no TBT). */
export function measured(figures) {
  return figures.performance > 0 && Number.isFinite(figures.tbt);
}

/** One line of medians over the measured runs' figures, with each run's score and TBT beside them. */
export function medianLine(path, figures) {
  const counted = figures.filter(measured);
  if (!counted.length) return `lighthouse ${path}: none of ${figures.length} runs measured the page`;
  const mid = (key) => median(counted.map((run) => run[key]));
  const runs = figures
    .map((run) => (measured(run) ? `${run.performance}/${Math.round(run.tbt)} ms` : 'failed'))
    .join(', ');
  return (
    `lighthouse ${path} median of ${counted.length}: performance ${mid('performance')}, ` +
    `TBT ${Math.round(mid('tbt'))} ms, LCP ${(mid('lcp') / 1000).toFixed(2)} s, CLS ${mid('cls').toFixed(3)}, ` +
    `FCP ${(mid('fcp') / 1000).toFixed(2)} s, entry script ${mid('entryKb').toFixed(1)} kB, ` +
    `all scripts ${mid('scriptKb').toFixed(1)} kB (runs: ${runs})`
  );
}
