import fc from 'fast-check';
import type { FuzzOperation, Parameter, Schema } from './operations';
import { exactObject, exactValue, insertAt, naughtyText, unstorableCharacter, wildValue } from './values';

export type FuzzBody =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };

export interface FuzzRequest {
  method: FuzzOperation['method'];
  /** Path and query exactly as sent, percent-encoding (valid or not) included. */
  url: string;
  body: FuzzBody;
  /** For a JSON object body: what each field sent must read back as (fields left out are not compared). */
  expected?: Record<string, unknown>;
  /** The JSON body as sent, for rules about what the API keeps. */
  sent?: Record<string, unknown>;
}

const MALFORMED_PERCENT = ['%E0%A4%A', '%', '%ZZ', '%C0%AF', '%ED%A0%80', '%FF', '..%2F..%2F', '%2e%2e'];

/** Numbers as text that parse, but not into anything a database column holds. */
const EDGE_NUMBERS = [
  '1e400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
];

/** Percent-encodes any string, an unpaired surrogate as the bytes it would be (which no UTF-8 decoder accepts). */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A parameter value as it travels in a URL: mostly valid, sometimes naughty, sometimes not even decodable. */
function parameterText(schema: Schema): fc.Arbitrary<string> {
  const valid = exactValue(schema).map((generated) => percentEncode(String(generated.value)));
  const smallId = fc.integer({ min: 1, max: 60 }).map(String);
  return fc.oneof(
    { arbitrary: schema.type === 'number' || schema.type === 'integer' ? smallId : valid, weight: 4 },
    { arbitrary: valid, weight: 2 },
    { arbitrary: naughtyText.map(percentEncode), weight: 3 },
    { arbitrary: fc.constantFrom(...MALFORMED_PERCENT), weight: 1 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: 1 },
    { arbitrary: fc.integer({ min: -10, max: 4_000_000_000 }).map(String), weight: 1 },
  );
}

function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    fc
      .tuple(
        fc.oneof(
          { arbitrary: fc.constant(1), weight: 6 },
          { arbitrary: fc.constant(0), weight: parameter.required ? 1 : 3 },
          { arbitrary: fc.constant(2), weight: 1 }, // the same key twice
        ),
        parameterText(parameter.schema),
        parameterText(parameter.schema),
      )
      .map(([times, first, second]) =>
        [first, second].slice(0, times).map((value) => `${encodeURIComponent(parameter.name)}=${value}`),
      ),
  );
  // Now and then a parameter the operation does not take.
  const extra = fc.oneof(
    { arbitrary: fc.constant(null), weight: 7 },
    {
      arbitrary: fc
        .tuple(naughtyText, naughtyText)
        .map(([key, value]) => `${percentEncode(key) || 'k'}=${percentEncode(value)}`),
      weight: 1,
    },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, unknown]) => {
    const all = [...chosen.flat(), ...(unknown ? [unknown] : [])];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

function pathOf(operation: FuzzOperation): fc.Arbitrary<string> {
  const values = operation.pathParameters.map((parameter) => parameterText(parameter.schema));
  return fc
    .tuple(...values)
    .map((chosen) =>
      operation.pathParameters.reduce(
        (path, parameter, index) => path.replace(`{${parameter.name}}`, chosen[index] || '%20'),
        operation.path,
      ),
    );
}

const nested = (levels: number, open: string, leaf: string, close: string) =>
  open.repeat(levels) + leaf + close.repeat(levels);

/** Bodies no client library would send. */
const rawBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,]',
      'nul',
      '"\\u0000"',
      '{"firstName":"\\ud800"}',
      '{"__proto__":{"polluted":1}}',
      nested(65, '[', '', ']'),
      nested(65, '{"a":', '1', '}'),
      nested(50_000, '[', '', ']'),
    )
    .map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
  naughtyText.map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
  naughtyText.map((text) => ({ kind: 'raw' as const, contentType: 'text/plain', text })),
  fc
    .constantFrom('a=%E0%A4%A', 'firstName[x][y][z]=1&email=a', 'creditProgramParticipation=true&phoneNumber=%00')
    .map((text) => ({ kind: 'raw' as const, contentType: 'application/x-www-form-urlencoded', text })),
  fc
    .constantFrom('application/json; charset=utf-16', 'application/json; charset=latin1', 'application/json; charset=x')
    .map((contentType) => ({ kind: 'raw' as const, contentType, text: '{"a":1}' })),
);

/** A body the schema describes, then broken in one to three places; broken fields are not compared. */
function mutatedBody(
  schema: Schema,
): fc.Arbitrary<{ body: FuzzBody; expected: Record<string, unknown>; sent: Record<string, unknown> }> {
  const fields = Object.keys(schema.properties ?? {});
  const field = fc.constantFrom(...fields, 'x');
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), field, value: wildValue }),
    fc.record({ kind: fc.constant('remove' as const), field }),
    // An explicit null: the field's default, or a 400, never a constraint error.
    fc.record({ kind: fc.constant('replace' as const), field, value: fc.constant(null) }),
    fc.record({ kind: fc.constant('add' as const), field: naughtyText, value: wildValue }),
    // A valid value with one character no store keeps: the rest of the body still passes every rule.
    fc.record({ kind: fc.constant('spoil' as const), field, bad: unstorableCharacter, at: fc.nat() }),
  );
  return fc
    .tuple(exactObject(schema), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([generated, changes]) => {
      const value = { ...(generated.value as Record<string, unknown>) };
      const expected = { ...(generated.expected as Record<string, unknown>) };
      for (const change of changes) {
        delete expected[change.field];
        if (change.kind === 'remove') delete value[change.field];
        else if (change.kind === 'spoil') {
          const current = value[change.field];
          value[change.field] = insertAt(typeof current === 'string' ? current : '', change.bad, change.at);
        } else value[change.field] = change.value;
      }
      return { body: { kind: 'json' as const, value }, expected, sent: value };
    });
}

/** One generated request for an operation: its path, its query and (for writes) its body. */
export function requestFor(operation: FuzzOperation): fc.Arbitrary<FuzzRequest> {
  const schema: Schema = operation.body ?? { type: 'object', properties: {} };
  const exact = exactObject(schema).map((generated) => ({
    body: { kind: 'json' as const, value: generated.value } as FuzzBody,
    expected: generated.expected as Record<string, unknown>,
    sent: generated.value as Record<string, unknown>,
  }));
  const anyJson = fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ body: { kind: 'json' as const, value } as FuzzBody }));
  const bodies =
    operation.method === 'get' || operation.method === 'delete'
      ? fc.constant({ body: { kind: 'none' } as FuzzBody })
      : fc.oneof(
          { arbitrary: exact, weight: 4 },
          { arbitrary: mutatedBody(schema), weight: 4 },
          { arbitrary: anyJson, weight: 1 },
          { arbitrary: rawBody.map((body) => ({ body })), weight: 1 },
        );
  return fc
    .tuple(pathOf(operation), queryString(operation.queryParameters), bodies)
    .map(([path, query, chosen]) => ({ method: operation.method, url: path + query, ...chosen }));
}
