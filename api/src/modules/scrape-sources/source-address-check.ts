import { lookup } from 'node:dns/promises';
import { describeRange, restrictedRangeOf } from '../../shared/domain/network-address';

const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Why a source URL may not be added, or null. The scrapers check again at
 * every connection (a name can change what it points to); this is for the
 * admin, who learns at once that an address points inside the network. A name
 * that does not resolve now is accepted: the feed may be down, and its health
 * will say so. The answer is a sentence for the admin.
 */
export async function restrictedTargetOf(
  url: string,
  names: { field: string; reacher: string } = { field: 'Source URL', reacher: 'the scrapers' },
): Promise<string | null> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return `${names.field} must be a web address starting with http:// or https://`;
  }
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const addresses = restrictedRangeOf(literal) === 'reserved' ? await resolve(literal) : [literal];
  for (const address of addresses) {
    const range = restrictedRangeOf(address);
    if (range)
      return `${names.field} resolves to ${describeRange(range)} (${address}); ${names.reacher} may not reach it`;
  }
  return null;
}

async function resolve(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((done) => {
    timer = setTimeout(() => done([]), LOOKUP_TIMEOUT_MS);
  });
  const lookedUp = lookup(host, { all: true }).then(
    (found) => found.map((entry) => entry.address),
    () => [],
  );
  try {
    return await Promise.race([lookedUp, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
