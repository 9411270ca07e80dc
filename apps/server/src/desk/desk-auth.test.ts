import { describe, expect, it } from 'vitest';
import { addressSubject } from './desk-auth.ts';

describe('addressSubject', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(addressSubject('203.0.113.5')).toBe('203.0.113.5');
    expect(addressSubject('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::9',
      '2001:0DB8:0001:0002:aaaa:0:0:1',
      '2001:db8:1:2:3:4:5:6',
    ]) {
      expect(addressSubject(ip)).toBe(network);
    }
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressSubject('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
