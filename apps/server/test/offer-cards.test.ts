/**
 * The marketplace's offer cards (decision 057, docs/compliance.md IN 1, ID 1, ID 4, ID 5,
 * ID 12): every card carries its lender, tenor, example loan, APR and charges, computed as the
 * confirm screen quotes them; offers come lowest metric first; an offer whose lender is
 * incomplete is not shown and the lenders without an offer are named; Indonesia's list carries
 * the operator's OJK licence and the published TKB90.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  jointProducts,
  loanConfirm,
  offerDisclosure,
  recommendProductList,
} from '@tenor/contract/endpoints/loans';
import { wireDate } from '@tenor/contract/format';
import { compareOffers } from '@tenor/contract/offer-order';
import { aprBasisPoints, annualPercentageRate, planCashFlows } from '@tenor/contract/loan-cost';
import { asBorrower } from './helpers/repay.ts';
import {
  demoSession,
  postForm,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const languageOf = { IN: '1', ID: '0' } as const;

describe('offer cards', () => {
  const t = useTestApp();
  const sessions = {} as Record<'IN' | 'ID', DemoSession>;
  beforeAll(async () => {
    sessions.IN = await demoSession(t.app, { region: 'IN' });
    sessions.ID = await demoSession(t.app, { region: 'ID' });
  });

  const list = async (region: 'IN' | 'ID') =>
    successData(
      recommendProductList,
      await postForm(
        t.app,
        `${recommendProductList.path}?languageType=${languageOf[region]}`,
        {},
        { 'x-token': sessions[region].token },
      ),
    );
  const disclosure = async (region: 'IN' | 'ID', token?: string) =>
    successData(
      offerDisclosure,
      await postForm(
        t.app,
        `${offerDisclosure.path}?languageType=${languageOf[region]}`,
        {},
        token === undefined ? {} : { 'x-token': token },
      ),
    );

  /** Marks a lender incomplete while the server runs, then touches its products so the catalogue is read again. */
  async function withIncompleteLender(region: 'IN' | 'ID', run: (name: string) => Promise<void>) {
    const lender = await t.db
      .selectFrom('lenders')
      .selectAll()
      .where('region', '=', region)
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const touch = () =>
      t.db
        .updateTable('products')
        .set({ sort_order: 1 })
        .where('lender_id', '=', lender.id)
        .execute();
    await t.db
      .updateTable('lenders')
      .set({ grievance_email: '' })
      .where('id', '=', lender.id)
      .execute();
    await touch();
    try {
      await run(lender.legal_name);
    } finally {
      await t.db.updateTable('lenders').set(lender).where('id', '=', lender.id).execute();
      await touch();
    }
  }

  it.each(['IN', 'ID'] as const)(
    'gives every %s card its tenor, example loan, APR and charges, as the confirm screen quotes them',
    async (region) => {
      const cards = await list(region);
      expect(cards.length).toBeGreaterThanOrEqual(4);
      for (const card of cards) {
        const offer = card.offer!;
        expect(card.lender?.legalName).toBeTruthy();
        expect(offer.termMin).toBeLessThanOrEqual(offer.termMax);
        expect(offer.example.amount).toBe(card.amountMin);
        expect(offer.example.periods).toBe(offer.termMin);
        expect(offer.kfsUrl).toMatch(
          new RegExp(
            `^/agreements/[\\w-]+\\.html\\?amount=${offer.example.amount}&periods=${offer.example.periods}$`,
          ),
        );
        if (card.buttonStatus !== 1) continue;
        // The confirm screen quotes the same loan with the same figures.
        const confirm = successData(
          loanConfirm,
          await asBorrower(
            t,
            sessions[region],
            loanConfirm.path,
            {
              productId: card.id,
              amount: offer.example.amount,
              periods: offer.example.periods,
            },
            languageOf[region],
          ),
        );
        expect(confirm.amount).toBe(offer.example.amount);
        expect(confirm.periods).toBe(offer.example.periods);
        expect(confirm.repayPlans).toHaveLength(offer.example.instalments);
        expect(confirm.repayPlans[0]?.amount).toBe(offer.example.instalmentAmount);
        expect(confirm.amount - confirm.receivedAmount).toBe(offer.example.fee);
        // The confirm page's APR (web quote-figures.tsx): the plan counted from today.
        const apr = aprBasisPoints(
          annualPercentageRate(
            confirm.receivedAmount,
            planCashFlows(confirm.repayPlans, wireDate(region, new Date()), confirm),
          ),
        );
        expect(offer.aprBps).toBe(apr);
      }
      if (region === 'IN') {
        expect(cards.every((c) => c.offer?.lateCharge.kind === 'flat')).toBe(true);
        expect(cards.every((c) => c.offer?.costCapPerDayBps === null)).toBe(true);
      } else {
        for (const card of cards) {
          expect(card.offer?.lateCharge).toEqual({
            kind: 'daily',
            bpsPerDay: expect.any(Number) as number,
            totalCapBps: 10_000,
          });
          // Within OJK's cap for the example's tenor band (decision 054 Indonesia 1).
          expect(card.offer!.costPerDayBps).toBeLessThanOrEqual(card.offer!.costCapPerDayBps!);
        }
      }
    },
  );

  it.each(['IN', 'ID'] as const)(
    'orders %s offers by the disclosed metric, ties by lender, never by the operators’ order',
    async (region) => {
      const cards = await list(region);
      const keyed = cards.map((c) => ({
        offer: c.offer,
        lenderName: c.lender!.legalName,
        productName: c.productName,
      }));
      expect([...keyed].sort((a, b) => compareOffers(region, a, b))).toEqual(keyed);
      const metric = cards.map((c) =>
        region === 'IN' ? c.offer!.aprBps! : c.offer!.costPerDayBps,
      );
      expect(metric).toEqual([...metric].sort((a, b) => a - b));
      expect((await disclosure(region, sessions[region].token)).orderedBy).toBe(
        region === 'IN' ? 'apr' : 'costPerDay',
      );
    },
  );

  it.each(['IN', 'ID'] as const)(
    'hides %s offers whose lender is incomplete and names that lender as unmatched',
    async (region) => {
      const before = await list(region);
      expect((await disclosure(region, sessions[region].token)).unmatchedLenders).toEqual([]);
      await withIncompleteLender(region, async (name) => {
        const after = await list(region);
        expect(after.length).toBeLessThan(before.length);
        expect(after.some((c) => c.lender?.legalName === name)).toBe(false);
        const items = successData(
          jointProducts,
          await postForm(
            t.app,
            `${jointProducts.path}?languageType=${languageOf[region]}`,
            {},
            { 'x-token': sessions[region].token },
          ),
        );
        expect(items.some((i) => i.lender?.legalName === name)).toBe(false);
        expect((await disclosure(region, sessions[region].token)).unmatchedLenders).toEqual([name]);
      });
      expect(await list(region)).toHaveLength(before.length);
    },
  );

  it('gives Indonesia’s list the operator’s OJK licence and the latest TKB90 with its day', async () => {
    await t.db
      .insertInto('funding_performance')
      .values({ region: 'ID', as_of: '2026-09-30', tkb90_bps: 9_800, created_at: '2026-10-01' })
      .execute();
    const id = await disclosure('ID');
    expect(id.operator).toEqual({
      name: 'PT Tenor Kredit Indonesia',
      licence: 'OJK KEP-47/D.05/2024',
    });
    // The seeded demo figure is the latest; the older row is not shown.
    expect(id.performance).toEqual({ tkb90Bps: 9_912, asOf: '2026-10-31' });
    const india = await disclosure('IN', sessions.IN.token);
    expect(india.operator.licence).toBe('');
    expect(india.performance).toBeNull();
  });
});
