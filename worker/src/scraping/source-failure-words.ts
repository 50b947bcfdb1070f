/**
 * A failed fetch in words an admin can act on. Node reports network trouble as
 * bare codes ('ENOTFOUND'); these say what happened and keep the host.
 */
export type FailureKind = 'dns' | 'offline' | 'refused' | 'reset' | 'timeout' | 'tls' | 'other';

interface CodeWords {
  kind: FailureKind;
  words: (host: string) => string;
}

const CODES: Record<string, CodeWords> = {
  ENOTFOUND: { kind: 'dns', words: (host) => `could not resolve ${host}` },
  EAI_AGAIN: { kind: 'dns', words: (host) => `could not resolve ${host} (the name lookup timed out)` },
  ENETUNREACH: { kind: 'offline', words: (host) => `the network is unreachable from here (${host})` },
  EHOSTUNREACH: { kind: 'offline', words: (host) => `${host} is unreachable from here` },
  ENETDOWN: { kind: 'offline', words: (host) => `the network is down (${host})` },
  ECONNREFUSED: { kind: 'refused', words: (host) => `${host} refused the connection` },
  ECONNRESET: { kind: 'reset', words: (host) => `${host} closed the connection` },
  UND_ERR_SOCKET: { kind: 'reset', words: (host) => `${host} closed the connection` },
  EPIPE: { kind: 'reset', words: (host) => `${host} closed the connection` },
  ETIMEDOUT: { kind: 'timeout', words: (host) => `connecting to ${host} timed out` },
  UND_ERR_CONNECT_TIMEOUT: { kind: 'timeout', words: (host) => `connecting to ${host} timed out` },
  CERT_HAS_EXPIRED: { kind: 'tls', words: (host) => `${host} sent an expired certificate` },
  DEPTH_ZERO_SELF_SIGNED_CERT: { kind: 'tls', words: (host) => `${host} sent a self-signed certificate` },
  SELF_SIGNED_CERT_IN_CHAIN: { kind: 'tls', words: (host) => `${host} sent a self-signed certificate` },
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: { kind: 'tls', words: (host) => `${host}'s certificate could not be verified` },
  ERR_TLS_CERT_ALTNAME_INVALID: { kind: 'tls', words: (host) => `${host}'s certificate is for another name` },
};

export interface ReadableFailure {
  kind: FailureKind;
  reason: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** 'ENOTFOUND' for https://feeds.example.com/rss -> 'could not resolve feeds.example.com'; other reasons stay. */
export function readableFailure(url: string, reason: string): ReadableFailure {
  const code = /\b(E[A-Z_]+|UND_ERR_[A-Z_]+|[A-Z_]*CERT[A-Z_]*|UNABLE_TO_VERIFY_LEAF_SIGNATURE)\b/.exec(reason)?.[1];
  const known = code ? CODES[code] : undefined;
  if (!known) return { kind: 'other', reason };
  return { kind: known.kind, reason: known.words(hostOf(url)) };
}

/** When every source failed the same way, one sentence says it; null when they failed differently. */
export function sharedFailureSentence(kinds: FailureKind[]): string | null {
  if (kinds.length === 0 || kinds.some((kind) => kind !== kinds[0])) return null;
  switch (kinds[0]) {
    case 'dns':
      return 'no network: could not resolve any source';
    case 'offline':
      return 'no network: the network is unreachable';
    case 'refused':
      return 'every source refused the connection';
    case 'timeout':
      return 'every source timed out';
    default:
      return null;
  }
}
