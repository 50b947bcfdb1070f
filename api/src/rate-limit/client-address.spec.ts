import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 addresses by their /64, however they are spelled', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(key);
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientAddressKey('2001:DB8:1:2:a:b:c:d')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2::203.0.113.7')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('still gives a key for a missing or unparseable address', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('not an address')).toBe('unparsed:not an address');
  });
});
