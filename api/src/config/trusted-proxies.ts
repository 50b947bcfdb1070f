import ipaddr from 'ipaddr.js';

/**
 * Which proxies in front of the API may say who the client is: a hop count
 * (1 = the one proxy that connects to us, such as nginx on the same host) or
 * the proxies' own addresses and CIDR ranges. The client is the address right
 * of which every X-Forwarded-For entry came from a trusted proxy; anything a
 * client writes itself stays to the left and is never read. 0 (the default)
 * trusts no one: the client is the address that connected.
 */
export type TrustedProxies = number | string[];

export interface TrustedProxiesSetting {
  proxies: TrustedProxies;
  /** Said once at boot when the value was accepted but means less than it seems to. */
  warning?: string;
}

/** Express also knows these names for whole address ranges (proxy-addr). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 10;

/** Parses TRUST_PROXY; throws an Error naming the variable and the bad part. */
export function parseTrustedProxies(raw: string | undefined): TrustedProxiesSetting {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', 'no', 'off', '0'].includes(value)) return { proxies: 0 };
  if (['true', 'yes', 'on'].includes(value)) {
    // 'true' used to trust every entry, the client's own included; the one proxy it almost always meant is 1.
    return {
      proxies: 1,
      warning:
        "TRUST_PROXY=true is read as 1 (one proxy in front of the API). Set a hop count or the proxies' " +
        'addresses instead; trusting every X-Forwarded-For entry would let clients choose their own address.',
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY must be a hop count from 0 to ${MAX_HOPS}, got "${raw}"`);
    return { proxies: hops };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, ` +
          `got "${entry}" in "${raw}"`,
      );
    }
  }
  return { proxies: entries };
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry);
}
