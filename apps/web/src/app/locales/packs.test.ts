import { describe, expect, it } from 'vitest';
import enIN from './en-IN.ts';
import idID from './id-ID.ts';
import zhCN from './zh-CN.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('language packs', () => {
  it('have the same keys, none empty', () => {
    expect(keys(idID)).toEqual(keys(enIN));
    expect(keys(zhCN)).toEqual(keys(enIN));
    for (const pack of [enIN, idID, zhCN]) {
      expect(JSON.stringify(pack)).not.toMatch(/:""/);
    }
  });

  it('use the spec copy for the recommended list', () => {
    expect(idID.loans.relevantTitle).toBe('Pengajuan Khusus');
    expect(idID.loans.empty).toBe(
      'Pengajuan sudah penuh, Silahkan pengajuan kembali di besok hari',
    );
    expect(idID.common.backHome).toBe('Kembali Ke Beranda');
    expect(enIN.loans.relevantTitle).toBe('Special Offers');
    expect(enIN.loans.empty).toBe('Applications are full today, please apply again tomorrow');
    expect(enIN.common.backHome).toBe('Back to Home');
  });

  it('use the spec copy for the loan-details rating (typo fixed, DESIGN §7)', () => {
    expect(idID.loans.rating.choose).toBe('Silakan pilih');
    expect(enIN.loans.rating.choose).toBe('Please choose a rating');
    expect(enIN.loans.rating.thanks).toBe('Thank you for your rating!');
  });

  it('say "network problem" as agreed', () => {
    expect(enIN.common.networkError).toBe('Network problem, please try again');
    expect(idID.common.networkError).toBe('Jaringan bermasalah, silakan coba lagi');
  });
});
