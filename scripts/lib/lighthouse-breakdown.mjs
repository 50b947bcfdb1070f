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

/** The `top` rows of an audit's table that cost the most (`cost` names the field), described in a few words each. */
function costliest(audit, top, cost, describe) {
  const items = audit?.details?.items ?? [];
  if (!items.length) return null;
  return [...items]
    .sort((a, b) => b[cost] - a[cost])
    .slice(0, top)
    .map(describe)
    .join(', ');
}

const workKind = (row) => `${row.groupLabel ?? row.group} ${ms(row.duration)}`;
const scriptWork = (row) => `${fileName(row.url)} ${ms(row.total)} (evaluation ${ms(row.scripting)})`;

/** Indented lines for the console; a part the report lacks is left out. */
export function lighthouseBreakdown(lhr, top = 4) {
  const parts = [
    ['LCP phases', lcpPhases(lhr.audits)],
    ['main thread', costliest(lhr.audits['mainthread-work-breakdown'], top, 'duration', workKind)],
    ['scripts', costliest(lhr.audits['bootup-time'], top, 'total', scriptWork)],
  ];
  return parts.filter(([, text]) => text).map(([label, text]) => `  ${label}: ${text}`);
}
