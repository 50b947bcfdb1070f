import { decodeCharacterReferences } from './character-references';
import { trimCharacters } from './trim-characters';

/**
 * The one link rule of the site, the emails and the feeds. Link addresses in
 * rendered content survive only when relative or using http, https, irc, ircs,
 * mailto or xmpp (the product's list); image addresses only when relative or
 * http(s), since a mail client or feed reader fetches them unasked. Anything
 * else becomes ''.
 *
 * The scheme is judged on the address as any reader of it might decode it: an
 * HTML attribute decodes entities ('&#106;avascript:'), some clients
 * percent-decode ('java%73cript:'), browsers drop tabs, newlines and leading
 * control characters ('jav\tascript:') and read schemes case-insensitively.
 * Each decoding is applied until nothing changes, and every intermediate form
 * must pass, so no layering of encodings hides a scheme.
 */
export const SAFE_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;
export const SAFE_IMAGE_URL_SCHEMES = ['http', 'https'] as const;

const EDGE_JUNK = /[\0-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/;
const INNER_JUNK = /[\t\n\r]/g;
/** Invisible to a reader of the decoded address wherever they sit: spaces, controls, zero-width marks. */
const ANY_JUNK = /[\0-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g;
const PERCENT_ESCAPE = /%([0-9a-f]{2})/gi;
const SCHEME = /^([^:/?#]*):/;
/** Decoding rounds before an address that keeps changing is refused as deliberately obscured. */
const MAX_DECODING_ROUNDS = 8;

function percentDecoded(address: string): string {
  return address.replace(PERCENT_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** One round of every decoding a reader might apply, then what they would ignore, case-folded. */
function decodedOnce(address: string): string {
  return percentDecoded(decodeCharacterReferences(address)).replace(ANY_JUNK, '').toLowerCase();
}

function hasAllowedScheme(address: string, schemes: readonly string[]): boolean {
  const scheme = SCHEME.exec(address);
  return !scheme || schemes.includes(scheme[1]); // no scheme before the first '/', '?' or '#': relative
}

/** Whether every decoded form of the address is relative or uses one of `schemes`. */
export function passesLinkRule(value: string, schemes: readonly string[]): boolean {
  let current = value.replace(ANY_JUNK, '').toLowerCase();
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    if (!hasAllowedScheme(current, schemes)) return false;
    const next = decodedOnce(current);
    if (next === current) return true;
    current = next;
  }
  return false;
}

function judged(value: string | null | undefined, schemes: readonly string[]): string {
  if (typeof value !== 'string') return '';
  const address = trimCharacters(value, (c) => EDGE_JUNK.test(c)).replace(INNER_JUNK, '');
  return passesLinkRule(address, schemes) ? address : '';
}

/** A link address (href) as it may be rendered, or '' when it fails the link rule. */
export function safeUrl(value: string | null | undefined): string {
  return judged(value, SAFE_URL_SCHEMES);
}

/** An image address (src) as it may be rendered, or '' when it fails the image rule. */
export function safeImageUrl(value: string | null | undefined): string {
  return judged(value, SAFE_IMAGE_URL_SCHEMES);
}

/** Attributes whose address is fetched and shown rather than followed: the stricter image rule applies. */
const FETCHED_ATTRIBUTES = new Set(['src', 'srcset', 'poster', 'background']);

/** The rule for an address in a rendered attribute (react-markdown's urlTransform passes the attribute name). */
export function safeUrlFor(attribute: string, value: string | null | undefined): string {
  return FETCHED_ATTRIBUTES.has(attribute.toLowerCase()) ? safeImageUrl(value) : safeUrl(value);
}

/** Absolute http(s) addresses only, for links that leave the site (sources, socials, projects). */
export function externalHttpUrl(value: string | null | undefined): string {
  const address = safeUrl(value);
  return /^https?:\/\//i.test(address) ? address : '';
}

/**
 * An address that leads somewhere from any page and any email: absolute http(s), or a path on this site
 * ('/search?q=…', never '//host', which is another site). '' for anything else.
 */
export function httpOrSitePath(value: string | null | undefined): string {
  const address = safeUrl(value);
  if (/^https?:\/\//i.test(address)) return address;
  return /^\/(?![/\\])[^\s\\]*$/.test(address) ? address : '';
}

/** The host name of an address ('www.' kept), or '' when it has none. */
export function hostnameOf(value: string | null | undefined): string {
  const address = externalHttpUrl(value);
  if (!address) return '';
  try {
    return new URL(address).hostname;
  } catch {
    return '';
  }
}
