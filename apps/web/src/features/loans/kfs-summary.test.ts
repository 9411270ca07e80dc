import { afterEach, describe, expect, it } from 'vitest';
import type { KfsSummary } from '@tenor/contract/consent';
import { addTexts } from '../../shared/i18n.ts';
import en from './locales/en-IN.ts';
import hi from './locales/hi-IN.ts';
import id from './locales/id-ID.ts';
import zh from './locales/zh-CN.ts';
import { spokenSummary, summaryLines } from './kfs-summary.ts';

/** A statement's summary as the server prints it (apps/server/test/kfs-summary.test.ts checks those against the statement). */
const india: KfsSummary = {
  received: '₹9,750.00',
  totalRepay: '₹10,360.00',
  apr: '37.12%',
  dues: [
    { date: '30 Dec 2026', amount: '₹3,453.33' },
    { date: '29 Jan 2027', amount: '₹3,453.33' },
    { date: '28 Feb 2027', amount: '₹3,453.34' },
  ],
  late: 'Penal charge for delayed payment: ₹1,000.00 (new client) or ₹800.00 (repeat client).',
  exit: 'Cooling-off period: 3 days from disbursal.',
};

const indonesia: KfsSummary = {
  received: 'Rp 1.425.000',
  totalRepay: 'Rp 1.605.000',
  apr: '109,50%',
  dues: [{ date: '14 Des 2026', amount: 'Rp 1.605.000' }],
  late: 'Denda keterlambatan: 0,30% per hari.',
  exit: 'Pembatalan: sebelum pencairan, tanpa biaya.',
};

afterEach(() => addTexts('loans', en));

describe('summaryLines (decision 070)', () => {
  it('answers the five questions with the statement’s own values, in English', () => {
    const lines = summaryLines(india);
    expect(lines.map((l) => l.key)).toEqual(['get', 'pay', 'when', 'late', 'exit']);
    expect(lines.map((l) => [l.label, l.text])).toEqual([
      ['What you get', '₹9,750.00, paid into your bank account'],
      ['What you pay', '₹10,360.00 in total. Yearly rate with all costs (APR): 37.12%'],
      ['When', '₹3,453.33 by 30 Dec 2026; ₹3,453.33 by 29 Jan 2027; ₹3,453.34 by 28 Feb 2027'],
      ['If you pay late', india.late],
      ['If you change your mind', india.exit],
    ]);
  });

  it('words them in Bahasa Indonesia with one payment, and reads aloud the title and every line', () => {
    addTexts('loans', id);
    const lines = summaryLines(indonesia);
    expect(lines[0]!.text).toBe('Rp 1.425.000, masuk ke rekening bank Anda');
    expect(lines[2]).toEqual({
      key: 'when',
      label: 'Kapan',
      text: 'Rp 1.605.000 paling lambat 14 Des 2026',
    });
    expect(spokenSummary(lines).split('\n')).toEqual([
      'Fakta utama dengan kata sederhana',
      'Yang Anda terima: Rp 1.425.000, masuk ke rekening bank Anda',
      'Yang Anda bayar: Total Rp 1.605.000. Biaya tahunan dengan semua biaya (APR): 109,50%',
      'Kapan: Rp 1.605.000 paling lambat 14 Des 2026',
      `Jika terlambat membayar: ${indonesia.late}`,
      `Jika Anda berubah pikiran: ${indonesia.exit}`,
    ]);
  });

  it('in Hindi and Chinese, leaves no question in English and every figure in', () => {
    for (const pack of [hi, zh]) {
      addTexts('loans', pack);
      const lines = summaryLines(india);
      for (const line of lines) expect(line.label).not.toMatch(/[A-Za-z]/);
      const text = lines.map((l) => l.text).join(' ');
      for (const figure of [
        india.received,
        india.totalRepay,
        india.apr,
        ...india.dues.map((d) => d.date),
      ]) {
        expect(text).toContain(figure);
      }
    }
  });
});
