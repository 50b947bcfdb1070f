import ipaddr from 'ipaddr.js';

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

/** Ranges an address may fall in, first match wins; each one the worker must never connect to. */
const IPV4_RANGES: [string, AddressRange][] = [
  ['0.0.0.0/8', 'unspecified'],
  ['127.0.0.0/8', 'loopback'],
  ['10.0.0.0/8', 'private'],
  ['172.16.0.0/12', 'private'],
  ['192.168.0.0/16', 'private'],
  ['169.254.0.0/16', 'link-local'],
  ['100.64.0.0/10', 'shared'],
  // IETF protocol assignments, benchmarking, multicast, the old class E and broadcast: never a feed.
  ['192.0.0.0/24', 'reserved'],
  ['198.18.0.0/15', 'reserved'],
  ['224.0.0.0/3', 'reserved'],
];

const IPV6_RANGES: [string, AddressRange][] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link-local'],
  // Site-local was private addressing before unique local addresses replaced it.
  ['fec0::/10', 'private'],
  ['ff00::/8', 'reserved'],
];

const parsedRanges = <Kind extends ipaddr.IPv4 | ipaddr.IPv6>(table: [string, AddressRange][]) =>
  table.map(([cidr, range]) => ({ cidr: ipaddr.parseCIDR(cidr) as [Kind, number], range }));

const V4 = parsedRanges<ipaddr.IPv4>(IPV4_RANGES);
const V6 = parsedRanges<ipaddr.IPv6>(IPV6_RANGES);
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16') as [ipaddr.IPv6, number];

/**
 * The non-public range `address` (an IPv4 or IPv6 literal, IPv6 optionally in
 * brackets) falls in, or null when it is an ordinary public address. Anything
 * that is not an IP literal at all is `reserved`: the caller never connects to it.
 */
export function restrictedRangeOf(address: string): AddressRange | null {
  const literal = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Only the four-part dotted form: ipaddr.js would also read 127.1 or 0x7f.0.0.1, which no feed URL means.
  if (ipaddr.IPv4.isValidFourPartDecimal(literal)) return ipv4Range(ipaddr.IPv4.parse(literal));
  // A zone (%eth0) names an interface on this machine: refused.
  if (!literal.includes('%') && ipaddr.IPv6.isValid(literal)) return ipv6Range(ipaddr.IPv6.parse(literal));
  return 'reserved';
}

function ipv4Range(address: ipaddr.IPv4): AddressRange | null {
  return V4.find(({ cidr }) => address.match(cidr))?.range ?? null;
}

/** The IPv4 address held in two 16-bit groups of an IPv6 address. */
function embeddedV4(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function ipv6Range(address: ipaddr.IPv6): AddressRange | null {
  const groups = address.parts;
  const own = V6.find(({ cidr }) => address.match(cidr))?.range;
  if (own === 'unspecified' || own === 'loopback') return own;
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible form (::a.b.c.d) reach the IPv4 address.
  if (address.isIPv4MappedAddress()) return ipv4Range(address.toIPv4Address());
  if (address.match(IPV4_COMPATIBLE)) return ipv4Range(embeddedV4(groups[6], groups[7])) ?? 'reserved';
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address a gateway connects to.
  if (address.match(NAT64)) return ipv4Range(embeddedV4(groups[6], groups[7]));
  if (address.match(SIX_TO_FOUR)) return ipv4Range(embeddedV4(groups[1], groups[2]));
  return own ?? null;
}
