// What the benchmark prints: the same columns for every autocannon row, whichever part measured it,
// and one line per goal.

/** The columns of an autocannon row: what was asked, under what load, and how fast and how well it was answered. */
export function loadColumns(row) {
  return {
    endpoint: row.request,
    load: row.load,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    errors: row.errors,
  };
}

/** One line per goal: met or missed, and what was measured against it. */
export function printVerdicts(verdicts) {
  for (const verdict of verdicts)
    console.log(`${verdict.met ? 'MET    ' : 'MISSED '} ${verdict.target}: ${verdict.measured}`);
}
