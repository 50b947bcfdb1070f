import { BadRequestException } from '@nestjs/common';
import { decodeCursor, encodeCursor, keysetRequest } from './keyset-cursor';

describe('keyset cursor', () => {
  it('round-trips a position to the microsecond', () => {
    const position = { at: '2026-06-01T12:00:00.123456Z', id: 42 };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('refuses what it did not hand out with a 400', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of ['%%%', forged(['2026-06-01', 1]), forged(['2026-06-01T12:00:00.123456Z', -1]), forged({})]) {
      expect(() => decodeCursor(cursor)).toThrow(BadRequestException);
    }
  });

  it('refuses a cursor together with an offset', () => {
    const cursor = encodeCursor({ at: '2026-06-01T12:00:00.123456Z', id: 1 });
    expect(() => keysetRequest({ limit: 10, offset: 5, cursor })).toThrow(/cursor and offset/);
    expect(keysetRequest({ limit: 10, offset: 0, cursor }).after).toEqual({ at: '2026-06-01T12:00:00.123456Z', id: 1 });
  });
});
