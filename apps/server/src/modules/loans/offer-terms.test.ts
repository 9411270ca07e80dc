import { describe, expect, it } from 'vitest';
import { formatPercent } from '@tenor/contract/format';
import { offerTerms } from '@tenor/contract/offer';
import { lenderRow, productRow } from '../../../test/helpers/product-row.ts';
import { copy } from './copy.ts';
import { keyFacts } from './key-facts.ts';
import {
  computeOfferTerms,
  costCapPerDayBps,
  offerable,
  offeringLender,
  unmatchedLenders,
} from './offer-terms.ts';

const now = new Date('2026-03-10T04:00:00.000Z');

describe('computeOfferTerms', () => {
  it('gives an Indian one-payment offer its tenor, example repayment, APR, fee and penal charge', () => {
    const product = productRow({ period_choices: '[91,120,180]' });
    const offer = computeOfferTerms(product, now);
    expect(offerTerms.safeParse(offer).success).toBe(true);
    expect(offer).toMatchObject({
      termUnit: 'day',
      termMin: 91,
      termMax: 180,
      // ₹5,000 for 91 days at 0.05 % a day, a 3 % processing fee.
      example: {
        amount: 500_000,
        periods: 91,
        termDays: 91,
        fee: 15_000,
        interest: 22_750,
        totalRepay: 522_750,
        instalments: 1,
        instalmentAmount: 522_750,
      },
      feeBps: 300,
      dailyRateBps: 5,
      costPerDayBps: 8,
      costCapPerDayBps: null,
      lateCharge: { kind: 'flat', newClient: 1_000_00, repeatClient: 800_00 },
    });
    expect(offer.aprBps).toBe(3008);
  });

  it('shows the same APR as the Key Fact Statement of the same loan (one formula)', () => {
    for (const product of [
      productRow({ period_choices: '[91,120]' }),
      productRow({ term_unit: 'month', period_choices: '[3,6,12]', daily_rate_bps: 4 }),
      productRow({ region: 'ID', amount_min: 100_000_000, amount_step: 50_000_000 }),
    ]) {
      const offer = computeOfferTerms(product, now);
      const kfs = keyFacts(product, offer.example.amount, offer.example.periods, now);
      const lang = product.region === 'IN' ? 'en' : 'id';
      const aprRow = kfs.rows.find((r) => r.label === copy(lang, 'aprLabel'));
      expect(aprRow?.value).toBe(formatPercent(product.region, offer.aprBps!));
    }
  });

  it('gives a monthly loan its monthly repayment obligation', () => {
    const offer = computeOfferTerms(
      productRow({ term_unit: 'month', period_choices: '[3,6,12]', daily_rate_bps: 4 }),
      now,
    );
    // ₹5,000 over 3 months at 0.04 % a day: ₹180 interest, three monthly repayments of ₹1,726.66…
    expect(offer).toMatchObject({ termUnit: 'month', termMin: 3, termMax: 12 });
    expect(offer.example).toMatchObject({ instalments: 3, interest: 18_000, totalRepay: 518_000 });
    expect(offer.example.instalmentAmount).toBe(172_666);
  });

  it('gives an Indonesian offer its cost per day, OJK’s cap for the tenor band and the late-fee cap', () => {
    const product = productRow({
      region: 'ID',
      code: 'id-danakilat',
      amount_min: 100_000_000,
      amount_step: 50_000_000,
      late_fee_bps: 25,
    });
    const offer = computeOfferTerms(product, now);
    // Rp1.000.000 for 91 days: Rp30.000 fee and Rp45.500 interest, Rp830 a day.
    expect(offer.example).toMatchObject({ fee: 3_000_000, interest: 4_550_000 });
    expect(offer.costPerDayBps).toBe(8);
    expect(offer.costCapPerDayBps).toBe(30);
    // The product asks 0.25 % a day; Tenor never charges more than 0.1 % (late-fee-rules.ts).
    expect(offer.lateCharge).toEqual({ kind: 'daily', bpsPerDay: 10, totalCapBps: 10_000 });
    expect(offer.kfsUrl).toMatch(/^\/agreements\/[\w-]+\.html\?amount=100000000&periods=91$/);
  });

  it('puts OJK’s band at 6 months: 0.3 % a day up to 180 days, 0.2 % beyond; none in India', () => {
    expect(costCapPerDayBps('ID', 180)).toBe(30);
    expect(costCapPerDayBps('ID', 181)).toBe(20);
    expect(costCapPerDayBps('IN', 91)).toBeNull();
  });
});

describe('offerable', () => {
  const kaveri = lenderRow({ id: 1, legal_name: 'Kaveri' });
  const deccan = lenderRow({ id: 2, legal_name: 'Deccan' });
  const lenders = new Map([
    [1, kaveri],
    [2, deccan],
  ]);

  it('orders India by APR, ties by the lender’s name, never by the operators’ sort order', () => {
    const rows = [
      productRow({ id: 1, lender_id: 1, daily_rate_bps: 5, sort_order: 1 }),
      productRow({ id: 2, lender_id: 1, daily_rate_bps: 4, sort_order: 2 }),
      productRow({ id: 3, lender_id: 2, daily_rate_bps: 5, sort_order: 3 }),
    ];
    expect(offerable(rows, lenders).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('orders Indonesia by cost per day', () => {
    const id = new Map([[3, lenderRow({ id: 3, region: 'ID' })]]);
    const rows = [
      productRow({ id: 1, region: 'ID', lender_id: 3, fee_bps: 500 }),
      productRow({ id: 2, region: 'ID', lender_id: 3, fee_bps: 100 }),
    ];
    expect(offerable(rows, id).map((p) => p.id)).toEqual([2, 1]);
  });

  it.each([
    ['no lender', { lender_id: null }],
    ['a lender that does not exist', { lender_id: 9 }],
    ['another market’s lender', { lender_id: 4 }],
    ['a lender without a grievance e-mail', { lender_id: 5 }],
  ] as const)('hides an offer with %s', (_, over) => {
    const all = new Map([
      ...lenders,
      [4, lenderRow({ id: 4, region: 'ID' })],
      [5, lenderRow({ id: 5, grievance_email: '' })],
    ]);
    expect(offeringLender(productRow(over), all)).toBeUndefined();
    expect(
      offerable([productRow({ id: 1, ...over }), productRow({ id: 2, lender_id: 1 })], all),
    ).toHaveLength(1);
  });
});

describe('unmatchedLenders', () => {
  it('names the market’s lenders with no offer in the list, by name', () => {
    const lenders = new Map([
      [1, lenderRow({ id: 1, legal_name: 'Kaveri' })],
      [2, lenderRow({ id: 2, legal_name: 'Deccan' })],
      [3, lenderRow({ id: 3, legal_name: 'Arun' })],
      [4, lenderRow({ id: 4, region: 'ID', legal_name: 'Nusantara' })],
    ]);
    expect(unmatchedLenders('IN', [{ lender_id: 1 }], lenders)).toEqual(['Arun', 'Deccan']);
  });
});
