import { canonicalTimeZone } from '../../../src/shared/domain/time-zones';
import { Instant } from './values';

/**
 * Compares what an accepted request sent with what reads back. Returns the
 * first difference as a sentence, or null. Only the fields in `expected` are
 * compared (the generator leaves out fields it broke on purpose).
 */
export function differenceFrom(expected: unknown, actual: unknown, path = ''): string | null {
  if (expected instanceof Instant) {
    return typeof actual === 'string' && Date.parse(actual) === Date.parse(expected.iso)
      ? null
      : `${path}: sent ${expected.iso}, read back ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      return `${path}: sent ${JSON.stringify(expected)}, read back ${JSON.stringify(actual)}`;
    }
    for (let i = 0; i < expected.length; i += 1) {
      const difference = differenceFrom(expected[i], actual[i], `${path}[${i}]`);
      if (difference) return difference;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path}: read back ${JSON.stringify(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const difference = differenceFrom(value, (actual as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (difference) return difference;
    }
    return null;
  }
  return Object.is(expected, actual)
    ? null
    : `${path}: sent ${JSON.stringify(expected)}, read back ${JSON.stringify(actual)}`;
}

interface KeptOnlyWhen {
  operation: string;
  field: string;
  kept: (sent: Record<string, unknown>) => boolean;
}

/**
 * Fields the API deliberately does not store as sent, by a rule the product
 * states; read-back skips exactly these, under exactly that condition.
 */
const KEPT_ONLY_WHEN: KeptOnlyWhen[] = [
  // The phone number is kept only for readers who join the credit program.
  {
    operation: 'POST /api/subscriptions',
    field: 'phoneNumber',
    kept: (sent) => sent.creditProgramParticipation === true,
  },
  // Saving a newsletter as a draft is an instruction (it sets publishedAt), not a stored field.
  { operation: 'POST /api/newsletters', field: 'draft', kept: () => false },
  { operation: 'PATCH /api/newsletters/{id}', field: 'draft', kept: () => false },
  // `longMd` is a name of the story's one body, read back as `content` (and as `longMd` only when the body is
  // more than the short version).
  { operation: 'POST /api/articles', field: 'longMd', kept: () => false },
  { operation: 'PATCH /api/articles/{id}', field: 'longMd', kept: () => false },
  // A time zone is stored as the time zone database spells it; empty means "from the location" (or unchanged).
  { operation: 'POST /api/events', field: 'timeZone', kept: (sent) => spelledAsStored(sent.timeZone) },
  { operation: 'PATCH /api/events/{id}', field: 'timeZone', kept: (sent) => spelledAsStored(sent.timeZone) },
];

function spelledAsStored(zone: unknown): boolean {
  return typeof zone === 'string' && canonicalTimeZone(zone) === zone;
}

/**
 * Writes the API answers as if accepted while storing nothing, by a rule the
 * product states: the subscribe form's hidden honeypot field, which only bots fill.
 */
const DISCARDED_WHEN: { operation: string; discarded: (sent: Record<string, unknown>) => boolean }[] = [
  {
    operation: 'POST /api/subscriptions',
    discarded: (sent) => typeof sent.website === 'string' && sent.website.trim() !== '',
  },
];

export function isDiscardedByRule(operation: string, sent: Record<string, unknown> | undefined): boolean {
  return Boolean(sent) && DISCARDED_WHEN.some((rule) => rule.operation === operation && rule.discarded(sent!));
}

export function expectationFor(
  operation: string,
  expected: Record<string, unknown>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const result = { ...expected };
  for (const rule of KEPT_ONLY_WHEN) {
    if (rule.operation === operation && !rule.kept(sent)) delete result[rule.field];
  }
  return result;
}
