import { z } from 'zod';
import { oneOf as charactersOf, trimCharacters } from '../shared/domain/trim-characters';
import { parseChartSources } from './chart-sources-env';
import { parseTrustedProxies } from './trusted-proxies';

/*
 * One schema per kind of environment variable. Each reads the raw string (or
 * undefined) and yields the typed value; an unset or blank variable takes the
 * fallback. A refusal is said without the variable's name, which the report
 * puts in front ("PORT must be a whole number from 1 to 65535, got "abc"").
 */

type Context = z.core.$RefinementCtx<string | undefined>;

const raw = z.string().optional();

/** The trimmed value, or undefined when unset or blank. */
const present = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** A schema that reads a present value with `read`, which reports a refusal through `refuse`. */
function field<T>(read: (value: string, refuse: (message: string) => never) => T) {
  return raw.transform((value, ctx: Context): T | undefined => {
    const text = present(value);
    if (text === undefined) return undefined;
    try {
      return read(text, (message) => {
        throw new Refusal(message);
      });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });
}

class Refusal extends Error {}

export const text = () => field((value) => value);

export const integer = (min: number, max: number) =>
  field((value, refuse) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      refuse(`must be a whole number from ${min} to ${max}, got "${value}"`);
    }
    return number;
  });

export const flag = () =>
  field((value, refuse) => {
    const word = value.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(word)) return true;
    if (['0', 'false', 'no', 'off'].includes(word)) return false;
    return refuse(`must be true or false, got "${word}"`);
  });

export const choice = <Choice extends string>(choices: readonly Choice[]) =>
  field((value, refuse) =>
    (choices as readonly string[]).includes(value)
      ? (value as Choice)
      : refuse(`must be ${choices.join(' or ')}, got "${value}"`),
  );

const commaSeparated = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const isHttpUrl = (value: string): boolean => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

export const httpUrlList = () =>
  field((value, refuse) =>
    commaSeparated(value).map((url) => (isHttpUrl(url) ? url : refuse(`holds "${url}", which is not an http(s) URL`))),
  );

/** Comma-separated host:port pairs, IPv6 hosts in brackets. */
export const hostPortList = () =>
  field((value, refuse) =>
    commaSeparated(value).map((part) => {
      const match = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d{1,5})$/.exec(part);
      const port = match ? Number(match[3]) : 0;
      if (!match || port < 1 || port > 65535) {
        return refuse(`holds "${part}"; write host:port pairs separated by commas, e.g. 10.0.0.1:7000`);
      }
      return { host: match[1] ?? match[2], port };
    }),
  );

/** postgres:// URLs; the refusal never echoes one, since it may hold a password. */
export const postgresUrlList = () =>
  field((value, refuse) =>
    commaSeparated(value).map((url) =>
      URL.canParse(url) && ['postgres:', 'postgresql:'].includes(new URL(url).protocol)
        ? url
        : refuse('must be postgres:// URLs separated by commas'),
    ),
  );

export const smtpUrl = () =>
  field((value, refuse) =>
    URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol) && new URL(value).hostname
      ? value
      : refuse('must look like smtp://user:pass@host:587 or smtps://host:465'),
  );

/** The address inside "Name <address>" (or the whole value when it is a bare address). */
export function mailFromAddress(from: string): string | null {
  const match = /^(?:[^<>]*<([^\s<>][^\s<>@]*@[^\s<>]+)>|([^\s<>][^\s<>@]*@[^\s<>]+))$/.exec(from.trim());
  return match ? (match[1] ?? match[2]) : null;
}

export const mailFrom = () =>
  field((value, refuse) =>
    mailFromAddress(value) ? value : refuse(`must look like "The Cypher <newsletter@example.com>", got "${value}"`),
  );

/** An http(s) origin and path, without its trailing slash: links are built by appending to it. */
export const publicUrl = () =>
  field((value, refuse) =>
    isHttpUrl(value)
      ? trimCharacters(value, charactersOf('/'), 'end')
      : refuse(`must be an http(s) URL such as https://thecypher.example, got "${value}"`),
  );

const CRON_FIELD = /^[\d*/,\-a-z?#]+$/i;

/** A five- or six-field cron pattern; BullMQ parses the details, this catches the typo at boot. */
export const cron = () =>
  field((value, refuse) => {
    const fields = value.split(/\s+/);
    if (fields.length < 5 || fields.length > 6 || !fields.every((part) => CRON_FIELD.test(part))) {
      refuse(`must be a cron pattern such as "0 9 * * 5" (Friday 09:00 UTC), got "${value}"`);
    }
    return value;
  });

/** Issuer URLs, or "none" to never match a sign-in to a member by address. */
export const issuerList = () =>
  field((value, refuse) =>
    value.toLowerCase() === 'none'
      ? []
      : commaSeparated(value).map((issuer) =>
          /^https?:\/\/[^\s/]+/i.test(issuer)
            ? issuer
            : refuse(`must list issuer URLs such as https://accounts.google.com (or say none), got "${issuer}"`),
        ),
  );

/** Lower-cased addresses, comma-separated. */
export const emailList = () => field((value) => commaSeparated(value.toLowerCase()));

/** TRUST_PROXY; unset is parsed too, since it means "trust no one". */
export const trustProxy = () =>
  raw.transform((value, ctx: Context) => {
    try {
      return parseTrustedProxies(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUST_PROXY /, '') });
      return z.NEVER;
    }
  });

/** CHART_SOURCES: the weekly chart's first sources (see chart-sources-env.ts). */
export const chartSources = () =>
  field((value, refuse) => {
    const parsed = parseChartSources(value);
    return typeof parsed === 'string' ? refuse(parsed) : parsed;
  });
