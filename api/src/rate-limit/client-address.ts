import ipaddr from 'ipaddr.js';

/**
 * The part of a client's address that a limit counts. An IPv4 address is one
 * client. An IPv6 address is keyed by its /64: one subscriber line usually
 * holds a whole /64 and can pick any address in it, so counting single
 * addresses would hand each client 2^64 fresh counters. IPv4-mapped IPv6
 * (::ffff:203.0.113.7) counts as the IPv4 address it carries.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0]; // drop an IPv6 zone index (fe80::1%eth0)
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return address;
  if (!ipaddr.IPv6.isValid(address)) return `unparsed:${ip}`;
  const v6 = ipaddr.IPv6.parse(address);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
