import { changedTables, parseVersionRows } from './content-versions';

describe('a read of content versions', () => {
  it('separates the tables from the WAL position and counts the log rows', () => {
    const read = parseVersionRows([
      ['articles', '7:120', 3],
      [null, '0/16B3748', 0],
      ['artists', '2:40', 1],
    ]);
    expect([...read.versions]).toEqual([
      ['articles', '7:120'],
      ['artists', '2:40'],
    ]);
    expect(read.logRows).toBe(4);
    expect(read.lsn).toBe(0x16b3748n);
  });

  it('has no WAL position when none was asked for', () => {
    expect(parseVersionRows([['articles', '1:1', 1]]).lsn).toBeNull();
  });

  it('names the tables that changed, appeared or disappeared between two reads', () => {
    const before = new Map([
      ['articles', '7:120'],
      ['artists', '2:40'],
      ['events', '1:3'],
    ]);
    const after = new Map([
      ['articles', '8:121'],
      ['artists', '2:40'],
      ['releases', '1:9'],
    ]);
    expect(changedTables(before, after).sort()).toEqual(['articles', 'events', 'releases']);
    expect(changedTables(after, new Map(after))).toEqual([]);
  });
});
