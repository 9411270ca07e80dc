import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links.ts';

describe('contact links', () => {
  it('tel: keeps digits and a leading +', () => {
    expect(telHref('+91 80 4567 8900')).toBe('tel:+918045678900');
    expect(telHref('021-5088-1234')).toBe('tel:02150881234');
    expect(telHref('call us')).toBeUndefined();
    expect(telHref('')).toBeUndefined();
  });

  it('mailto: only for a plain address', () => {
    expect(mailtoHref(' care@tenor.example ')).toBe('mailto:care@tenor.example');
    expect(mailtoHref('a@b.co?subject=x')).toBeUndefined();
    expect(mailtoHref('javascript:alert(1)')).toBeUndefined();
    expect(mailtoHref('not an address')).toBeUndefined();
  });
});
