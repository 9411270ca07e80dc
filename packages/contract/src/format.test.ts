import { describe, expect, it } from 'vitest';
import {
  clockOptions,
  formatDate,
  formatDateTime,
  formatMoment,
  formatMoney,
  formatWholeMoney,
  formatPercent,
  grouped,
  wireDate,
} from './format.ts';
import type { Region } from './launch.ts';

describe('formatWholeMoney', () => {
  it('writes headline amounts without decimals in each market', () => {
    expect(formatWholeMoney('IN', 2_000_00)).toBe('₹2,000');
    expect(formatWholeMoney('IN', 80_000_00)).toBe('₹80,000');
    expect(formatWholeMoney('IN', 1_50_000_99)).toBe('₹1,50,000');
    expect(formatWholeMoney('ID', 15_000_000_00)).toBe('Rp 15.000.000');
    expect(formatWholeMoney('ID', -1_000_00)).toBe('-Rp 1.000');
    expect(formatWholeMoney('ID', Number.NaN)).toBe('Rp 0');
  });
});

describe('formatMoney', () => {
  it('formats rupees with lakh grouping and two decimals', () => {
    expect(formatMoney('IN', 15_000_000)).toBe('₹1,50,000.00');
    expect(formatMoney('IN', 200_000)).toBe('₹2,000.00');
    expect(formatMoney('IN', 123_456_789_012)).toBe('₹1,23,45,67,890.12');
    expect(formatMoney('IN', 99)).toBe('₹0.99');
    expect(formatMoney('IN', 5)).toBe('₹0.05');
  });

  it('formats rupiah with dots for thousands and a comma for decimals', () => {
    expect(formatMoney('ID', 150_000_000)).toBe('Rp 1.500.000');
    expect(formatMoney('ID', 123_456_789_012_345)).toBe('Rp 1.234.567.890.123');
    expect(formatMoney('ID', 1)).toBe('Rp 0');
    expect(formatMoney('ID', 50)).toBe('Rp 1'); // half a rupiah rounds up
    expect(formatMoney('ID', 345_333_333)).toBe('Rp 3.453.333');
  });

  it('uses a plain space after Rp, never a non-breaking one', () => {
    expect(formatMoney('ID', 100_000)).toBe('Rp 1.000');
    expect(formatMoney('ID', 100_000)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('formats zero, puts the sign before the symbol and survives bad input', () => {
    expect(formatMoney('IN', 0)).toBe('₹0.00');
    expect(formatMoney('ID', 0)).toBe('Rp 0');
    expect(formatMoney('IN', -150_000)).toBe('-₹1,500.00');
    expect(formatMoney('ID', -150_000)).toBe('-Rp 1.500');
    expect(formatMoney('ID', Number.NaN)).toBe('Rp 0');
  });
});

describe('formatPercent', () => {
  it('shows basis points as a percentage with the market decimal mark', () => {
    expect(formatPercent('IN', 5)).toBe('0.05%');
    expect(formatPercent('ID', 250)).toBe('2,50%');
    expect(formatPercent('IN', 3008)).toBe('30.08%');
    expect(formatPercent('ID', 3008)).toBe('30,08%');
    expect(formatPercent('IN', 0)).toBe('0.00%');
    expect(formatPercent('IN', -5)).toBe('-0.05%');
  });

  it('groups rates of 1000 % and more like money', () => {
    expect(formatPercent('IN', 125_000)).toBe('1,250.00%');
    expect(formatPercent('ID', 125_000)).toBe('1.250,00%');
  });
});

describe('dates in the market time zone', () => {
  const at = '2025-06-15T20:30:05.000Z';

  it('shows the local day and clock as a borrower reads them (India +05:30, Indonesia +07:00)', () => {
    expect(formatDate('IN', at)).toBe('16 Jun 2025');
    expect(formatMoment('IN', at)).toBe('16 Jun 2025, 02:00');
    expect(formatMoment('ID', new Date(at))).toBe('16 Jun 2025 03.30');
    expect(formatDate('ID', '2025-06-15T10:00:00.000Z')).toBe('15 Jun 2025');
    expect(formatMoment('IN', '2026-11-24T11:46:00.000Z')).toBe('24 Nov 2026, 17:16');
    expect(formatMoment('ID', '2026-11-24T10:16:00.000Z')).toBe('24 Nov 2026 17.16');
  });

  it('writes the day and clock in Chinese for a zh-CN reader, on the market clock', () => {
    expect(formatMoment('IN', '2026-11-24T11:46:00.000Z', 'zh-CN')).toBe('2026年11月24日 17:16');
    expect(formatMoment('ID', '2026-11-24T10:16:00.000Z', 'zh-CN')).toBe('2026年11月24日 17:16');
    // The Indian day has begun where the same moment is still the day before in UTC.
    expect(formatDate('IN', at, 'zh-CN')).toBe('2025年6月16日');
    expect(formatDate('ID', '2025-06-15T10:00:00.000Z', 'zh-CN')).toBe('2025年6月15日');
    // Other readers keep the market's notation; text that is no date stays as it came.
    expect(formatDate('ID', at, 'en-IN')).toBe('16 Jun 2025');
    expect(formatMoment('IN', 'besok', 'zh-CN')).toBe('besok');
  });

  it('writes Indonesian month abbreviations', () => {
    const month = (m: number) => new Date(Date.UTC(2026, m, 5, 3));
    expect([4, 7, 9, 11].map((m) => formatDate('ID', month(m)))).toEqual([
      '5 Mei 2026',
      '5 Agu 2026',
      '5 Okt 2026',
      '5 Des 2026',
    ]);
    expect([4, 7, 9, 11].map((m) => formatDate('IN', month(m)))).toEqual([
      '5 May 2026',
      '5 Aug 2026',
      '5 Oct 2026',
      '5 Dec 2026',
    ]);
  });

  it('keeps the API form for machines on the same clock', () => {
    expect(wireDate('IN', at)).toBe('2025-06-16');
    expect(formatDateTime('IN', at)).toBe('2025-06-16 02:00:05');
    expect(formatDateTime('ID', new Date(at))).toBe('2025-06-16 03:30:05');
    expect(wireDate('ID', '2025-06-15T10:00:00.000Z')).toBe('2025-06-15');
  });

  it('accepts epoch milliseconds and writes midnight as 00', () => {
    expect(formatDateTime('ID', Date.parse('2025-01-04T17:00:00.000Z'))).toBe(
      '2025-01-05 00:00:00',
    );
    expect(formatDateTime('IN', Date.parse('2024-12-31T18:29:59.000Z'))).toBe(
      '2024-12-31 23:59:59',
    );
  });

  it('does not depend on the time zone of the machine', () => {
    // The same moment reads the same on a phone set to any zone: only the market counts.
    const moment = new Date(Date.UTC(2025, 2, 1, 0, 0, 0));
    expect(formatDate('IN', moment)).toBe('1 Mar 2025');
    expect(formatDate('ID', moment)).toBe('1 Mar 2025');
    expect(formatMoment('IN', moment)).toBe('1 Mar 2025, 05:30');
    expect(formatDateTime('IN', moment)).toBe('2025-03-01 05:30:00');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDateTime('IN', 'tomorrow')).toBe('tomorrow');
    expect(formatDate('ID', '')).toBe('');
    expect(formatDate('ID', Number.NaN)).toBe('');
    expect(formatMoment('ID', 'besok')).toBe('besok');
  });
});

describe('the market clock', () => {
  // The reference: Intl asked for every date, as the clock did before it kept offsets (one
  // formatter per market: building one per date made this test the slowest of its file).
  const formatters = {
    IN: new Intl.DateTimeFormat('en-GB', clockOptions('IN')),
    ID: new Intl.DateTimeFormat('en-GB', clockOptions('ID')),
  };
  const direct = (region: Region, ms: number) => {
    const p = Object.fromEntries(
      formatters[region].formatToParts(new Date(ms)).map((x) => [x.type, x.value]),
    );
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };

  it('reads every moment as Intl does, across the zones’ past offset changes', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (const region of ['IN', 'ID'] as const) {
      for (let i = 0; i < 3000; i++) {
        const ms = Math.floor(from + random() * (to - from));
        expect(formatDateTime(region, ms)).toBe(direct(region, ms));
      }
      // Either side of midnight and of a quarter hour, where a cached offset could slip.
      for (const ms of [Date.UTC(2026, 10, 23, 18, 29, 59, 999), Date.UTC(2026, 10, 23, 18, 30)]) {
        expect(formatDateTime(region, ms)).toBe(direct(region, ms));
      }
    }
  });
});

describe('grouped', () => {
  // The reference: Intl, as the grouping was done before it was written by hand.
  const intl = (locale: string, n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);

  it('groups as Intl does in en-IN and id-ID, from one digit to trillions', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const samples = [0, 7, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 10000000, 123456789012];
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(random() * 10 ** (1 + (i % 15))));
    for (const n of samples) {
      expect(grouped('IN', n)).toBe(intl('en-IN', n));
      expect(grouped('ID', n)).toBe(intl('id-ID', n));
      if (n > 0) expect(grouped('IN', -n)).toBe(intl('en-IN', -n).replace('−', '-'));
    }
  });
});
