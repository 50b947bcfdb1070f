import { countOf } from '@api/shared/domain/plural';
import { FailureKind, sharedFailureSentence } from './source-failure-words';

export interface SourceFailure {
  url: string;
  /** In words ('could not resolve feeds.example.com', 'HTTP 404'), never a bare error code. */
  reason: string;
  kind?: FailureKind;
}

export interface ScrapeTally {
  noun: 'article' | 'release';
  added: number;
  known: number;
  updated?: number;
  /** Listings that joined a release already stored (another source's link, an edition). */
  listed?: number;
  sourcesRead: number;
  failures: SourceFailure[];
}

/** 'Added 12 new articles from 6 sources; 4 already known; 1 source failed' */
export function scrapeMessage(tally: ScrapeTally): string {
  const parts = [`Added ${countOf(tally.added, `new ${tally.noun}`)} from ${countOf(tally.sourcesRead, 'source')}`];
  if (tally.updated) parts.push(`${tally.updated} updated`);
  if (tally.listed) parts.push(`${countOf(tally.listed, 'new link')} to known releases`);
  parts.push(`${tally.known} already known`);
  if (tally.failures.length) parts.push(`${countOf(tally.failures.length, 'source')} failed`);
  return parts.join('; ');
}

/**
 * Why a run failed as a whole: every configured source failed (BullMQ then
 * retries the run). When they all failed for one network reason, that reason
 * leads, in words, and the hosts follow.
 */
export function allFailedMessage(kind: 'news' | 'release', failures: SourceFailure[]): string {
  const head =
    failures.length === 1 ? `The only ${kind} source failed` : `All ${failures.length} ${kind} sources failed`;
  const shared = sharedFailureSentence(failures.map((failure) => failure.kind ?? 'other'));
  if (shared) return `${head}: ${shared} (${failures.map((f) => hostOf(f.url)).join(', ')})`;
  return `${head}: ${failures.map((f) => `${f.url} (${f.reason})`).join('; ')}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
