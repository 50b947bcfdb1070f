import { jsonNestsDeeperThan, refuseDeepJson } from './json-depth';
import { MAX_INPUT_DEPTH } from './input-limits';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonNestsDeeperThan', () => {
  it('allows exactly the bound and refuses one level more', () => {
    expect(jsonNestsDeeperThan(nested(64), 64)).toBe(false);
    expect(jsonNestsDeeperThan(nested(65), 64)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[', b: 'say \\"{{{{"' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('scans 50,000 levels without growing the stack', () => {
    expect(jsonNestsDeeperThan(nested(50_000), MAX_INPUT_DEPTH)).toBe(true);
  });
});

describe('refuseDeepJson', () => {
  const req = {} as never;
  const res = {} as never;

  it('throws a 400 error body-parser passes on, for a too-deep body', () => {
    expect(() => refuseDeepJson(req, res, Buffer.from(nested(MAX_INPUT_DEPTH + 1)), 'utf-8')).toThrow(
      expect.objectContaining({ status: 400, type: 'entity.too.deep' }),
    );
  });

  it('passes bodies within the bound, in UTF-16 too', () => {
    expect(() => refuseDeepJson(req, res, Buffer.from(nested(MAX_INPUT_DEPTH)), 'utf-8')).not.toThrow();
    expect(() => refuseDeepJson(req, res, Buffer.from(nested(3), 'utf16le'), 'utf-16le')).not.toThrow();
    expect(() => refuseDeepJson(req, res, Buffer.from(nested(65), 'utf16le'), 'utf-16le')).toThrow();
  });
});
