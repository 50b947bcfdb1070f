import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { describeRange, restrictedRangeOf } from '@api/shared/domain/network-address';

/** Thrown at connect time when a host is, or resolves to, an address the scrapers must not reach. */
export class RefusedAddressError extends Error {
  readonly code = 'ERR_SCRAPE_REFUSED_ADDRESS';
}

/** 'refused: resolves to a private address (10.0.0.5)', or null for a public address. */
export function refusalOf(address: string): RefusedAddressError | null {
  const range = restrictedRangeOf(address);
  return range ? new RefusedAddressError(`refused: resolves to ${describeRange(range)} (${address})`) : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type LookupOptions = { family?: number; all?: boolean };
/** Decides one address: the refusal to report, or null to connect. */
export type AddressPolicy = (address: string) => RefusedAddressError | null;

/**
 * A `lookup` for net/tls.connect that resolves as usual, then refuses the
 * whole host when any of its addresses is restricted: the address checked is
 * the one the socket then connects to, so a name that resolves differently on
 * a second lookup (DNS rebinding) gains nothing.
 */
function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const refusal = policy(address);
        if (refusal) return callback(refusal, []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The dispatcher every scraper fetch goes through: each connection, the first
 * and every redirect hop, checks its address before the socket opens. A host
 * that is an IP literal never reaches `lookup`, so it is checked here by name.
 */
export function guardedAgent(connectTimeoutMs: number, policy: AddressPolicy = refusalOf): Agent {
  const lookup = guardedLookup(policy);
  const connector = buildConnector({ lookup, timeout: connectTimeoutMs } as buildConnector.BuildOptions);
  return new Agent({
    connect: (options, callback) => {
      const bracketed = options.hostname.startsWith('[') && options.hostname.endsWith(']');
      const host = bracketed ? options.hostname.slice(1, -1) : options.hostname;
      if (isIP(host)) {
        const refusal = policy(host);
        if (refusal) return callback(refusal, null);
      }
      connector(options, callback);
    },
  });
}

/**
 * One pooled dispatcher per policy, made on first use and kept for the life of
 * the process: the guarded one, and a plain one for when the operator allowed
 * private addresses (a test rig, a receiver inside the network). Each caller
 * (scrapers, webhooks, fediverse) keeps its own pools.
 */
export function dispatchersByPolicy(connectTimeoutMs: number): (allowPrivateAddresses: boolean) => Dispatcher {
  let guarded: Dispatcher | undefined;
  let unguarded: Dispatcher | undefined;
  return (allowPrivateAddresses) => {
    if (allowPrivateAddresses) return (unguarded ??= new Agent({ connect: { timeout: connectTimeoutMs } }));
    return (guarded ??= guardedAgent(connectTimeoutMs));
  };
}
