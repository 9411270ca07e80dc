import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::9',
      '2001:0DB8:0001:0002:aaaa:0:0:1',
      '2001:db8:1:2:3:4:5:6',
    ]) {
      expect(clientKey(ip)).toBe(network);
    }
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('clientKey of what is not an address', () => {
  it('gives a key that holds no raw control or separator characters', () => {
    expect(clientKey('not an address\u0000:x')).toBe('other:not%20an%20address%00%3Ax');
  });
});
