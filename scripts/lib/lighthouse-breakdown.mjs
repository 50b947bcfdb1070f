// Where a Lighthouse run's time went, in three lines: the phases of the Largest Contentful Paint (time to
// first byte, load delay, load time, render delay), the main thread's work by kind, and the scripts that
// kept it busiest. A missed performance score is read from these, not guessed.

const ms = (value) => `${Math.round(value ?? 0).toLocaleString('en-US')} ms`;
const fileName = (url) => (typeof url === 'string' ? url.replace(/^.*\//, '') || url : String(url));

function lcpPhases(audits) {
  const lists = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const table = lists.find((item) => item?.type === 'table' && item.items?.some((row) => 'phase' in row));
  if (!table) return null;
  return table.items.map((row) => `${row.phase} ${ms(row.timing)}`).join(', ');
}

/** The `top` costliest rows of an audit's table, costliest first, each described in a few words. */
function costliest(audits, auditId, top, cost, describe) {
  const items = audits[auditId]?.details?.items ?? [];
  if (!items.length) return null;
  return [...items]
    .sort((a, b) => cost(b) - cost(a))
    .slice(0, top)
    .map(describe)
    .join(', ');
}

const mainThread = (audits, top) =>
  costliest(
    audits,
    'mainthread-work-breakdown',
    top,
    (row) => row.duration,
    (row) => `${row.groupLabel ?? row.group} ${ms(row.duration)}`,
  );

const busiestScripts = (audits, top) =>
  costliest(
    audits,
    'bootup-time',
    top,
    (row) => row.total,
    (row) => `${fileName(row.url)} ${ms(row.total)} (evaluation ${ms(row.scripting)})`,
  );

/** Indented lines for the console; a part the report lacks is left out. */
export function lighthouseBreakdown(lhr, top = 4) {
  const parts = [
    ['LCP phases', lcpPhases(lhr.audits)],
    ['main thread', mainThread(lhr.audits, top)],
    ['scripts', busiestScripts(lhr.audits, top)],
  ];
  return parts.filter(([, text]) => text).map(([label, text]) => `  ${label}: ${text}`);
}
