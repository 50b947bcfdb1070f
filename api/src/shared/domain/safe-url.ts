import { trimCharacters } from './trim-characters';

/**
 * Link and image addresses in rendered content survive only when relative or
 * using http, https, irc, ircs, mailto or xmpp (spec section 1); anything else
 * becomes ''. Browsers drop tabs and newlines inside a URL and ignore leading
 * control characters and spaces, so 'java\tscript:' must be judged as
 * 'javascript:': the check runs on the address as the browser would read it.
 */
export const SAFE_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const EDGE_JUNK = /[\0-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/;
const INNER_JUNK = /[\t\n\r]/g;
const SCHEME = /^([^:/?#]*):/;

export function safeUrl(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const address = trimCharacters(value, (c) => EDGE_JUNK.test(c)).replace(INNER_JUNK, '');
  const scheme = SCHEME.exec(address);
  if (!scheme) return address; // relative: no scheme before the first '/', '?' or '#'
  return (SAFE_URL_SCHEMES as readonly string[]).includes(scheme[1].toLowerCase()) ? address : '';
}

/** Absolute http(s) addresses only, for links that leave the site (sources, socials, projects). */
export function externalHttpUrl(value: string | null | undefined): string {
  const address = safeUrl(value);
  return /^https?:\/\//i.test(address) ? address : '';
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
