import { afterEach, describe, expect, it } from 'vitest';
import { defaultPayChoice, type PayChoice, readPayChoice, savePayChoice } from './pay-choice.ts';

/** Writes the spec's keys as another page (or an older app version) would have. */
function store(fields: Record<string, string>): void {
  localStorage.clear();
  for (const [key, value] of Object.entries(fields)) localStorage.setItem(key, value);
}

describe('saved pay choice', () => {
  afterEach(() => localStorage.clear());

  it('is undefined when nothing is saved', () => {
    expect(readPayChoice()).toBeUndefined();
  });

  it('reads back what was saved: bank with a method, mini market', () => {
    const bank: PayChoice = { payType: 1, payCode: 'BNI', specificNum: 2, isDefault: 0 };
    savePayChoice(bank);
    expect(localStorage.getItem('payType')).toBe('1');
    expect(localStorage.getItem('payCode')).toBe('BNI');
    expect(localStorage.getItem('specificNum')).toBe('2');
    expect(localStorage.getItem('isDefault')).toBe('0');
    expect(readPayChoice()).toEqual(bank);

    const market: PayChoice = { payType: 2, payCode: 'ALFAMART', specificNum: 0, isDefault: 0 };
    savePayChoice(market);
    expect(readPayChoice()).toEqual(market);
  });

  it('the default is the first bank with every method, isDefault 1', () => {
    expect(defaultPayChoice('BCA')).toEqual({
      payType: 1,
      payCode: 'BCA',
      specificNum: 0,
      isDefault: 1,
    });
  });

  it.each([
    ['an unknown pay type', { payType: '3', payCode: 'BCA' }],
    ['no code', { payType: '1' }],
    ['a blank code', { payType: '1', payCode: '   ' }],
    ['an over-long code', { payType: '1', payCode: 'X'.repeat(40) }],
    ['no pay type', { payCode: 'BCA' }],
  ])('ignores a stored value with %s', (_, fields) => {
    store(fields);
    expect(readPayChoice()).toBeUndefined();
  });

  it('repairs odd fields: a bad method means every method; a market has no method', () => {
    store({ payType: '1', payCode: 'BRI', specificNum: '-2', isDefault: 'x' });
    expect(readPayChoice()).toEqual({ payType: 1, payCode: 'BRI', specificNum: 0, isDefault: 0 });
    store({ payType: '2', payCode: 'INDOMARET', specificNum: '3', isDefault: '1' });
    expect(readPayChoice()).toEqual({
      payType: 2,
      payCode: 'INDOMARET',
      specificNum: 0,
      isDefault: 1,
    });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(readPayChoice(broken)).toBeUndefined();
    expect(() =>
      savePayChoice({ payType: 1, payCode: 'BCA', specificNum: 1, isDefault: 0 }, broken),
    ).not.toThrow();
  });
});
