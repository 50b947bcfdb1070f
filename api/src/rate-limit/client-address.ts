import { isIPv4, isIPv6 } from 'node:net';

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
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return `unparsed:${ip}`;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split in two). */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)];
          const [a, b, c, d] = piece.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::');
  const front = toGroups(head);
  if (tail === undefined) return front;
  const back = toGroups(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
