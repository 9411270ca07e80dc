import { describe, expect, it } from 'vitest';
import {
  bankMethodSteps,
  bankMethods,
  bankOf,
  banks,
  catalogueSteps,
  marketOf,
  marketPaySteps,
  markets,
} from './sandbox-catalogue.ts';

const values = { number: '3935812345678901', amount: 'Rp 1.045.500', merchant: 'Tenor' };

describe('virtual account catalogue', () => {
  it('has the five banks and two mini markets', () => {
    expect(banks.map((b) => b.payCode)).toEqual(['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA']);
    expect(markets.map((m) => m.payCode)).toEqual(['ALFAMART', 'INDOMARET']);
    expect(bankOf('BRI')?.bankName).toBe('BRI');
    expect(bankOf('ALFAMART')).toBeUndefined();
    expect(marketOf('INDOMARET')?.name).toBe('INDOMARET');
  });

  it('fills every step with the number, amount and bank menus, in every language', () => {
    for (const bank of banks) {
      for (const method of bankMethods) {
        for (const lang of ['id', 'en', 'zh'] as const) {
          const steps = bankMethodSteps(bank, method, lang, values);
          expect(steps.length).toBeGreaterThanOrEqual(4);
          expect(steps.join(' ')).not.toMatch(/\{\w+\}/);
          expect(steps.some((s) => s.includes(values.number))).toBe(true);
          expect(steps.some((s) => s.includes(values.amount))).toBe(true);
        }
      }
    }
    expect(bankMethodSteps(bankOf('BCA')!, 'ATM', 'id', values)[1]).toBe(
      'Pilih menu Transaksi Lainnya > Transfer > ke Rek BCA Virtual Account.',
    );
    expect(bankMethodSteps(bankOf('BRI')!, 'MobileBank', 'en', values)[0]).toBe(
      'Open the BRImo app and sign in.',
    );
    // The staff's Chinese quotes the menus as the Indonesian screens name them.
    expect(bankMethodSteps(bankOf('BCA')!, 'ATM', 'zh', values)[1]).toBe(
      '选择菜单 Transaksi Lainnya > Transfer > ke Rek BCA Virtual Account。',
    );
  });

  it('tells mini-market payers to show the payment code', () => {
    const steps = marketPaySteps(marketOf('ALFAMART')!, 'id', values);
    expect(steps[0]).toBe('Kunjungi gerai Alfamart, Alfamidi, Dan+Dan terdekat.');
    expect(steps[2]).toBe(`Tunjukkan kode pembayaran ${values.number} kepada kasir.`);
    expect(marketPaySteps(marketOf('INDOMARET')!, 'en', values).join(' ')).not.toMatch(/\{/);
  });

  it('answers a request with its bank methods or its market, whoever issued the account', () => {
    const request = {
      payType: 1 as const,
      payCode: 'BNI',
      specificNum: 0,
      lang: 'en' as const,
      accountNo: values.number,
      amountText: values.amount,
      merchant: values.merchant,
    };
    const every = catalogueSteps(request);
    expect(every.bank.map((b) => b.name)).toEqual(['ATM', 'MobileBank', 'InternetBank']);
    expect(every.bank[1]?.steps).toEqual(
      bankMethodSteps(bankOf('BNI')!, 'MobileBank', 'en', values),
    );
    expect(every.market).toEqual([]);
    expect(catalogueSteps({ ...request, specificNum: 3 }).bank.map((b) => b.name)).toEqual([
      'InternetBank',
    ]);
    expect(catalogueSteps({ ...request, payType: 2, payCode: 'INDOMARET' })).toEqual({
      bank: [],
      market: marketPaySteps(marketOf('INDOMARET')!, 'en', values),
    });
    // A market's code as a bank, a bank as a market, or UPI: nothing from this catalogue.
    const none = { bank: [], market: [] };
    expect(catalogueSteps({ ...request, payCode: 'ALFAMART' })).toEqual(none);
    expect(catalogueSteps({ ...request, payType: 2 })).toEqual(none);
    expect(catalogueSteps({ ...request, payType: 3 })).toEqual(none);
  });
});
