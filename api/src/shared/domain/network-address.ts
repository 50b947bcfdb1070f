/**
 * Which network an IP address belongs to, for the scrapers' guard against
 * server-side request forgery: a feed URL or a link in a feed must never make
 * the worker talk to itself, to the machines beside it or to a cloud metadata
 * service. Pure parsing, no DNS: the caller resolves names and asks about each
 * address it would connect to.
 */
export type AddressRange = 'loopback' | 'private' | 'link-local' | 'unspecified' | 'shared' | 'reserved';

/** 'a loopback address', 'an unspecified address': how a refusal names the range. */
export function describeRange(range: AddressRange): string {
  switch (range) {
    case 'loopback':
      return 'a loopback address';
    case 'private':
      return 'a private address';
    case 'link-local':
      return 'a link-local address';
    case 'unspecified':
      return 'an unspecified address';
    case 'shared':
      return 'a shared (carrier-grade NAT) address';
    case 'reserved':
      return 'a reserved address';
  }
}

/**
 * The non-public range `address` (an IPv4 or IPv6 literal, IPv6 optionally in
 * brackets) falls in, or null when it is an ordinary public address. Anything
 * that is not an IP literal at all is `reserved`: the caller never connects to it.
 */
export function restrictedRangeOf(address: string): AddressRange | null {
  const literal = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = parseIpv4(literal);
  if (v4 !== null) return ipv4Range(v4);
  const v6 = parseIpv6(literal);
  if (v6 !== null) return ipv6Range(v6);
  return 'reserved';
}

/** The four octets as one unsigned 32-bit number; null when not dotted-decimal IPv4. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (part.length === 0 || part.length > 3 || !/^\d+$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

function inV4(value: number, base: string, prefix: number): boolean {
  const start = parseIpv4(base) ?? 0;
  const size = 2 ** (32 - prefix);
  return value >= start && value < start + size;
}

function ipv4Range(value: number): AddressRange | null {
  if (inV4(value, '0.0.0.0', 8)) return 'unspecified';
  if (inV4(value, '127.0.0.0', 8)) return 'loopback';
  if (inV4(value, '10.0.0.0', 8) || inV4(value, '172.16.0.0', 12) || inV4(value, '192.168.0.0', 16)) return 'private';
  if (inV4(value, '169.254.0.0', 16)) return 'link-local';
  if (inV4(value, '100.64.0.0', 10)) return 'shared';
  // IETF protocol assignments, benchmarking, multicast, the old class E and broadcast: never a feed.
  if (inV4(value, '192.0.0.0', 24) || inV4(value, '198.18.0.0', 15) || inV4(value, '224.0.0.0', 3)) return 'reserved';
  return null;
}

/** The eight 16-bit groups; null when not an IPv6 literal. A zone (`%eth0`) is refused. */
export function parseIpv6(text: string): number[] | null {
  if (!text.includes(':') || text.includes('%')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (head === null || tail === null) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

function groupsOf(part: string): number[] | null {
  if (part === '') return [];
  const pieces = part.split(':');
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    // The last piece may be a dotted IPv4 address (::ffff:127.0.0.1).
    if (index === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIpv4(piece);
      if (v4 === null) return null;
      groups.push(Math.floor(v4 / 65536), v4 % 65536);
      continue;
    }
    if (piece.length === 0 || piece.length > 4 || !/^[\da-f]+$/i.test(piece)) return null;
    groups.push(parseInt(piece, 16));
  }
  return groups;
}

function embeddedV4(high: number, low: number): number {
  return high * 65536 + low;
}

function ipv6Range(groups: number[]): AddressRange | null {
  const [first] = groups;
  const leadingZeros = groups.slice(0, 5).every((group) => group === 0);
  if (leadingZeros && groups[5] === 0 && groups[6] === 0) {
    if (groups[7] === 0) return 'unspecified';
    if (groups[7] === 1) return 'loopback';
  }
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible form (::a.b.c.d) reach the IPv4 address.
  if (leadingZeros && (groups[5] === 0xffff || groups[5] === 0)) {
    return ipv4Range(embeddedV4(groups[6], groups[7])) ?? (groups[5] === 0 ? 'reserved' : null);
  }
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address a gateway connects to.
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return ipv4Range(embeddedV4(groups[6], groups[7]));
  }
  if (first === 0x2002) return ipv4Range(embeddedV4(groups[1], groups[2]));
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  // Site-local was private addressing before unique local addresses replaced it.
  if ((first & 0xffc0) === 0xfec0) return 'private';
  if ((first & 0xff00) === 0xff00) return 'reserved';
  return null;
}
