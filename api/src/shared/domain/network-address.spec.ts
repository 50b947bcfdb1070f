import { restrictedRangeOf } from './network-address';

describe('restrictedRangeOf', () => {
  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    // IPv6, IPv4 written as IPv6 among them
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fdff:ffff::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.5', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:100.64.0.1', 'shared'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a00:5', 'private'],
    ['2002:7f00:1::', 'loopback'],
  ])('%s is %s', (address, range) => {
    expect(restrictedRangeOf(address)).toBe(range);
  });

  it.each([
    // IPv4, just outside the ranges
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '93.184.216.34',
    // IPv6
    '2606:4700:4700::1111',
    '2001:db8::1',
    '::ffff:8.8.8.8',
    'fbff::1',
    'fe7f::1',
    '2002:808:808::',
  ])('%s is public', (address) => {
    expect(restrictedRangeOf(address)).toBeNull();
  });

  it.each(['localhost', '', '1.2.3', '256.1.1.1', '01234.1.1.1', '1::2::3', 'fe80::1%eth0', '12345::1', 'g::1'])(
    'treats %j, which is no IP literal, as not connectable',
    (text) => {
      expect(restrictedRangeOf(text)).toBe('reserved');
    },
  );

  it('reads :: in the middle, at the start and at the end, and refuses a ninth group', () => {
    expect(restrictedRangeOf('2606:4700::8')).toBeNull();
    expect(restrictedRangeOf('::7f00:1')).toBe('loopback');
    expect(restrictedRangeOf('fe80::')).toBe('link-local');
    expect(restrictedRangeOf('2606:4700:1:2:3:4:5:6')).toBeNull();
    expect(restrictedRangeOf('1:2:3:4:5:6:7::8')).toBe('reserved');
  });

  it('refuses IPv4 spellings other than four decimal parts', () => {
    expect(restrictedRangeOf('127.1')).toBe('reserved');
    expect(restrictedRangeOf('0x7f.0.0.1')).toBe('reserved');
    expect(restrictedRangeOf('2130706433')).toBe('reserved');
  });
});
