import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultPayChoice,
  PAY_CHOICE_KEY,
  type PayChoice,
  readPayChoice,
  savePayChoice,
} from './pay-choice.ts';

describe('saved pay choice', () => {
  afterEach(() => localStorage.clear());

  it('is undefined when nothing is saved', () => {
    expect(readPayChoice()).toBeUndefined();
  });

  it('reads back what was saved: bank with a method, mini market', () => {
    const bank: PayChoice = { payType: 1, payCode: 'BNI', specificNum: 2, isDefault: 0 };
    savePayChoice(bank);
    expect(JSON.parse(localStorage.getItem(PAY_CHOICE_KEY) ?? '')).toEqual(bank);
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
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['an array', '[1]'],
    ['an unknown pay type', JSON.stringify({ payType: 3, payCode: 'BCA' })],
    ['no code', JSON.stringify({ payType: 1, payCode: '' })],
    ['a blank code', JSON.stringify({ payType: 1, payCode: '   ' })],
    ['an over-long code', JSON.stringify({ payType: 1, payCode: 'X'.repeat(40) })],
  ])('ignores a stored value that is %s', (_, raw) => {
    localStorage.setItem(PAY_CHOICE_KEY, raw);
    expect(readPayChoice()).toBeUndefined();
  });

  it('repairs odd fields: a bad method means every method; a market has no method', () => {
    localStorage.setItem(
      PAY_CHOICE_KEY,
      JSON.stringify({ payType: 1, payCode: 'BRI', specificNum: -2, isDefault: 'x' }),
    );
    expect(readPayChoice()).toEqual({ payType: 1, payCode: 'BRI', specificNum: 0, isDefault: 0 });
    localStorage.setItem(
      PAY_CHOICE_KEY,
      JSON.stringify({ payType: 2, payCode: 'INDOMARET', specificNum: 3, isDefault: 1 }),
    );
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
