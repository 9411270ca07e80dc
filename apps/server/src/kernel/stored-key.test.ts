import { describe, expect, it } from 'vitest';
import { storedKey } from './stored-key.ts';

describe('storedKey', () => {
  it('keeps a plain key as it is', () => {
    expect(storedKey('api:address:2001:db8:0:0::/64')).toBe('api:address:2001:db8:0:0::/64');
  });

  it('stores anything else as a digest of plain characters, one per key', () => {
    const junk = [
      'webhook:\u0000',
      'webhook:\u0001',
      'webhook:\u001b[2J',
      'webhook:\u007f',
      'webhook:é',
      'webhook:\ud800',
      'webhook:\udc00',
      `webhook:${'x'.repeat(5000)}`,
      '',
      '#not-a-digest',
    ];
    const stored = junk.map(storedKey);
    for (const key of stored) expect(key).toMatch(/^#[\w-]{43}$/);
    // Two lone surrogates differ in UTF-16, where UTF-8 would make both U+FFFD.
    expect(new Set(stored).size).toBe(junk.length);
    expect(storedKey('webhook:\u0000')).toBe(stored[0]);
  });
});
