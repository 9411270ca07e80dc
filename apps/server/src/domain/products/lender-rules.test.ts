import { describe, expect, it } from 'vitest';
import type { Lender } from '../../db/schema.ts';
import { lenderProblems, minKfsValidityDays } from './lender-rules.ts';

const indiaLender = (over: Partial<Lender> = {}): Lender => ({
  id: 1,
  code: 'l-in',
  region: 'IN',
  legal_name: 'Test Lender Finance Limited',
  registration: 'N-99.99999 (test)',
  grievance_name: 'Test Officer',
  grievance_phone: '+91 11 0000 0000',
  grievance_email: 'officer@lender.test',
  recovery_agents: '[]',
  directory_url: 'https://directory.test/lender',
  cooling_off_days: 1,
  cooling_off_keeps_fee: 0,
  kfs_validity_days: 3,
  website_url: 'https://lender.test/digital-lending',
  care_url: 'https://lender.test/grievance',
  privacy_url: 'https://lender.test/privacy',
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const product = (
  over: { region?: 'IN' | 'ID'; periods?: number[]; lender?: number | null } = {},
) => ({
  code: 'p',
  region: over.region ?? ('IN' as const),
  term_unit: 'day' as const,
  period_choices: JSON.stringify(over.periods ?? [91]),
  lender_id: over.lender === undefined ? 1 : over.lender,
});

const problemsOf = (lender: Lender, p = product({ region: lender.region })) =>
  lenderProblems([p], new Map([[lender.id, lender]]));

describe('a product\u2019s lender', () => {
  it('passes when complete and within the rules, in both markets', () => {
    expect(problemsOf(indiaLender())).toEqual([]);
    const indonesia = indiaLender({
      region: 'ID',
      registration: 'KEP-000/DEMO/2026',
      directory_url: '',
      cooling_off_days: 0,
      kfs_validity_days: 1,
      website_url: '',
      care_url: '',
      privacy_url: '',
    });
    expect(problemsOf(indonesia)).toEqual([]);
  });

  it('is required, and of the product\u2019s market', () => {
    expect(lenderProblems([product({ lender: null })], new Map())).toEqual([
      expect.stringMatching(/^product p: lender_id: names no lender/),
    ]);
    expect(problemsOf(indiaLender(), product({ region: 'ID' }))).toEqual([
      expect.stringMatching(/^product p: lender_id: lender l-in lends in IN/),
    ]);
  });

  it.each([
    ['legal_name', { legal_name: ' ' }, /is required/],
    ['registration', { registration: '' }, /is required/],
    ['grievance_name', { grievance_name: '' }, /is required/],
    ['grievance_phone', { grievance_phone: '' }, /is required/],
    ['grievance_email', { grievance_email: 'nobody' }, /not an e-mail/],
    ['recovery_agents', { recovery_agents: 'none' }, /JSON list of names, \[\] when none/],
    ['recovery_agents', { recovery_agents: '[""]' }, /JSON list of names/],
    ['directory_url', { directory_url: '' }, /RBI's directory/],
    ['directory_url', { directory_url: 'http://rbi.example/x' }, /https link/],
    ['cooling_off_days', { cooling_off_days: 0 }, /below the RBI's minimum of 1 day/],
    [
      'website_url',
      { website_url: '' },
      /required in India.*products, apps and lending service providers.*para 8\(iv\)/,
    ],
    ['care_url', { care_url: '' }, /required in India.*RBI CMS and Sachet/],
    ['privacy_url', { privacy_url: 'http://lender.test/privacy' }, /privacy policy/],
    ['kfs_validity_days', { kfs_validity_days: 0 }, /at least 1/],
    ['kfs_validity_days', { kfs_validity_days: 2 }, /below the 3 the KFS circular requires/],
  ] satisfies [string, Partial<Lender>, RegExp][])(
    'refuses India\u2019s %s when %o',
    (column, over, message) => {
      const problems = problemsOf(indiaLender(over));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^lender l-in: ${column}: `));
      expect(problems[0]).toMatch(message);
    },
  );

  it('asks a 3-working-day KFS of 7-day loans and 1 of shorter ones (India)', () => {
    expect(minKfsValidityDays('IN', 7)).toBe(3);
    expect(minKfsValidityDays('IN', 6)).toBe(1);
    expect(
      problemsOf(indiaLender({ kfs_validity_days: 1 }), product({ periods: [6, 30] })),
    ).toEqual([]);
  });

  it('needs no directory link and no cooling-off in Indonesia, but a valid KFS period', () => {
    const base = { region: 'ID' as const, directory_url: '', cooling_off_days: 0 };
    expect(problemsOf(indiaLender({ ...base, kfs_validity_days: 1 }))).toEqual([]);
    expect(problemsOf(indiaLender({ ...base, kfs_validity_days: 0 }))).toEqual([
      expect.stringMatching(/^lender l-in: kfs_validity_days: /),
    ]);
  });

  it('checks a lender once however many products it lends', () => {
    const lender = indiaLender({ legal_name: '' });
    expect(lenderProblems([product(), product()], new Map([[1, lender]]))).toHaveLength(1);
    const short = indiaLender({ kfs_validity_days: 2 });
    expect(lenderProblems([product(), product()], new Map([[1, short]]))).toHaveLength(1);
  });
});
