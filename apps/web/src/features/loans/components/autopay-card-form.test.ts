import { describe, expect, it } from 'vitest';
import { cardProblems, typedExpiry } from './autopay-card-form.tsx';

const now = new Date('2026-11-30T10:00:00Z');
const typed = {
  lastFour: '8888',
  expiry: '06/29',
  phone: '0812 3456 7890',
  email: 'borrower@example.co.id',
  consent: true,
};

describe('BRI card form checks (decision 081)', () => {
  it('passes a complete card', () => {
    expect(cardProblems(typed, now)).toEqual({});
  });

  it('names each field in error, and only those', () => {
    expect(Object.keys(cardProblems({ ...typed, lastFour: '888' }, now))).toEqual(['lastFour']);
    expect(Object.keys(cardProblems({ ...typed, phone: '0712345' }, now))).toEqual(['phone']);
    expect(Object.keys(cardProblems({ ...typed, email: 'borrower@' }, now))).toEqual(['email']);
    expect(Object.keys(cardProblems({ ...typed, consent: false }, now))).toEqual(['consent']);
  });

  it('takes an expiry as printed, this month or later, never a past one', () => {
    expect(cardProblems({ ...typed, expiry: '11/26' }, now)).toEqual({});
    for (const bad of ['10/26', '13/29', '6/29', '0629']) {
      expect(Object.keys(cardProblems({ ...typed, expiry: bad }, now)), bad).toEqual(['expiry']);
    }
  });

  it('puts the slash in as the borrower types the expiry', () => {
    expect(typedExpiry('0')).toBe('0');
    expect(typedExpiry('06')).toBe('06');
    expect(typedExpiry('062')).toBe('06/2');
    expect(typedExpiry('06/29')).toBe('06/29');
    expect(typedExpiry('062912')).toBe('06/29');
  });
});
