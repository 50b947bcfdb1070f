// Latencies and outcomes per route of the load test, and its table.

export class Recorder {
  constructor() {
    this.routes = new Map();
  }

  record(route, ms, status) {
    let entry = this.routes.get(route);
    if (!entry) this.routes.set(route, (entry = { times: [], errors: 0, statuses: new Map() }));
    entry.times.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    if (status === 0 || status >= 400) entry.errors += 1;
  }

  get errors() {
    let total = 0;
    for (const entry of this.routes.values()) total += entry.errors;
    return total;
  }

  /** One row per route: requests, per second over `seconds`, p50, p99, max, errors and which statuses. */
  rows(seconds) {
    return [...this.routes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, entry]) => {
        const sorted = [...entry.times].sort((a, b) => a - b);
        const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
        return {
          route,
          requests: sorted.length,
          perSecond: sorted.length / seconds,
          p50: at(0.5),
          p99: at(0.99),
          max: sorted.at(-1),
          errors: entry.errors,
          statuses: [...entry.statuses.entries()].map(([status, count]) => `${status}×${count}`).join(' '),
        };
      });
  }
}

export function printTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}
