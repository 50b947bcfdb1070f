export interface SourceFailure {
  url: string;
  reason: string;
}

export interface ScrapeTally {
  noun: 'article' | 'release';
  added: number;
  known: number;
  updated?: number;
  sourcesRead: number;
  failures: SourceFailure[];
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** 'Added 12 new articles from 6 sources; 4 already known; 1 source failed' */
export function scrapeMessage(tally: ScrapeTally): string {
  const parts = [`Added ${count(tally.added, `new ${tally.noun}`)} from ${plural(tally.sourcesRead, 'source')}`];
  if (tally.updated) parts.push(`${tally.updated} updated`);
  parts.push(`${tally.known} already known`);
  if (tally.failures.length) parts.push(`${plural(tally.failures.length, 'source')} failed`);
  return parts.join('; ');
}

function count(n: number, words: string): string {
  return `${n} ${words}${n === 1 ? '' : 's'}`;
}

/** Why a run failed as a whole: every configured source failed (BullMQ then retries the run). */
export function allFailedMessage(kind: 'news' | 'release', failures: SourceFailure[]): string {
  const head =
    failures.length === 1 ? `The only ${kind} source failed` : `All ${failures.length} ${kind} sources failed`;
  return `${head}: ${failures.map((f) => `${f.url} (${f.reason})`).join('; ')}`;
}
