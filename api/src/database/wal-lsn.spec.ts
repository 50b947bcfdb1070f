import { parseWalLsn } from './wal-lsn';

describe('parseWalLsn', () => {
  it('orders positions across the high word', () => {
    expect(parseWalLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseWalLsn('1/0')).toBeGreaterThan(parseWalLsn('0/FFFFFFFF'));
    expect(parseWalLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('refuses anything else', () => {
    expect(() => parseWalLsn('16-B374D848')).toThrow(/not a WAL position/);
  });
});
