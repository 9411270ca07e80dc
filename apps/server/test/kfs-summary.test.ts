import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { codes } from '@tenor/contract/envelope';
import { formatMoney } from '@tenor/contract/format';
import type { KfsSummary } from '@tenor/contract/consent';
import { consentLedger, loanConfirm, loanPush } from '@tenor/contract/endpoints/loans';
import { html } from '../src/kernel/html.ts';
import { useTestApp, demoSession, postJson, productIdOf, successData } from './helpers/test-app.ts';

/*
 * The Key Fact Statement's key facts in plain words (decision 070): every value the confirm
 * screen sums up is the statement's own, in the asker's language; Agree without the summary's
 * box ticked is refused and makes nothing; Agree with it writes its ledger row.
 */
const t = useTestApp();
let salaryNest: number;
let danaKilat: number;
beforeAll(async () => {
  salaryNest = await productIdOf(t.db, 'in-salarynest');
  danaKilat = await productIdOf(t.db, 'id-danakilat');
});

const market = { IN: '1', ID: '2' } as const;

async function quoteOf(region: 'IN' | 'ID', productId: number, locale?: string) {
  const session = await demoSession(t.app, { region });
  const query = `?languageType=${market[region]}${locale ? `&locale=${locale}` : ''}`;
  const headers = { 'x-token': session.token };
  const terms = successData(
    loanConfirm,
    await postJson(t.app, `${loanConfirm.path}${query}`, { productId }, headers),
  );
  const push = (body: object) =>
    postJson(
      t.app,
      `${loanPush.path}${query}`,
      {
        productId,
        amount: terms.amount,
        periods: terms.periods,
        termUnit: terms.termUnit,
        kfsNo: terms.kfs!.number,
        kfsAcknowledged: true,
        riskAcknowledged: true,
        ...body,
      },
      headers,
    );
  return { session, query, terms, kfs: terms.kfs!, summary: terms.kfs!.summary!, push };
}

/** The statement's page says each of the summary's values where the statement says it. */
async function expectOnStatement(url: string, summary: KfsSummary) {
  const page = (await t.app.inject({ method: 'GET', url })).body;
  const cell = (text: string) => html`<td>${text}</td>`.html;
  expect(page).toContain(cell(summary.apr));
  expect(page).toContain(cell(summary.late));
  expect(page).toContain(html`<li>${summary.exit}</li>`.html);
  // Annex C: a row per instalment, with its date and amount; together the total repayable.
  const rows = [
    ...page.matchAll(/<tr><td>\d+<\/td><td>([^<]+)<\/td>(?:<td>[^<]+<\/td>){2}<td>([^<]+)<\/td>/g),
  ];
  expect(rows.map((r) => ({ date: r[1], amount: r[2] }))).toEqual(summary.dues);
  return page;
}

describe('the key facts in plain words', () => {
  it('sums up India’s statement with its own figures, in English and in Hindi', async () => {
    const { kfs, summary, terms } = await quoteOf('IN', salaryNest);
    const row = await t.db
      .selectFrom('kfs_statements')
      .selectAll()
      .where('kfs_no', '=', kfs.number)
      .executeTakeFirstOrThrow();
    const plan = JSON.parse(row.plan) as { total: number }[];
    expect(summary.received).toBe(formatMoney('IN', row.amount - row.fee_amount));
    expect(summary.received).toBe(formatMoney('IN', terms.receivedAmount));
    expect(summary.totalRepay).toBe(
      formatMoney(
        'IN',
        plan.reduce((sum, p) => sum + p.total, 0),
      ),
    );
    expect(summary.dues.length).toBe(plan.length);
    expect(summary.dues.length).toBeGreaterThan(1);
    expect(summary.late).toMatch(/^Penal charge/);
    expect(summary.exit).toMatch(/^Cooling-off period: 3 days/);
    expect(summary.exit).toContain('keeps the one-time processing fee');
    const page = await expectOnStatement(kfs.url, summary);
    expect(page).toContain(html`<td>${formatMoney('IN', row.amount)}</td>`.html);

    const hindi = await quoteOf('IN', salaryNest, 'hi');
    expect(hindi.summary.exit).toMatch(/कूलिंग-ऑफ़/);
    expect(hindi.summary.dues[0]!.date).toMatch(/[\u0900-\u097F]/);
    await expectOnStatement(hindi.kfs.url, hindi.summary);
  });

  it('sums up Indonesia’s RIPLAY in Bahasa Indonesia, with rupiah', async () => {
    const { kfs, summary } = await quoteOf('ID', danaKilat);
    expect(summary.received).toMatch(/^Rp /);
    expect(summary.exit).toBe('Pembatalan: sebelum pencairan, tanpa biaya.');
    await expectOnStatement(kfs.url, summary);
  });

  it('refuses Agree without the summary ticked, then records it in the ledger once ticked', async () => {
    for (const region of ['IN', 'ID'] as const) {
      const { session, query, kfs, summary, push } = await quoteOf(
        region,
        region === 'IN' ? salaryNest : danaKilat,
      );
      for (const unticked of [{}, { summaryAcknowledged: false }]) {
        const refused = await push(unticked);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: codes.invalid });
        expect(refused.json().message).toContain('summaryAcknowledged');
      }
      // Refused: the statement still names no order.
      const unused = await t.db
        .selectFrom('kfs_statements')
        .select('order_id')
        .where('kfs_no', '=', kfs.number)
        .executeTakeFirstOrThrow();
      expect(unused.order_id).toBeNull();

      const { orderId } = successData(loanPush, await push({ summaryAcknowledged: true }));
      const rows = successData(
        consentLedger,
        await t.app.inject({
          method: 'GET',
          url: `${consentLedger.path}${query}`,
          headers: { 'x-token': session.token },
        }),
      );
      const acknowledged = rows.filter((r) => r.kind === 'summary_acknowledged');
      expect(acknowledged).toHaveLength(1);
      expect(acknowledged[0]).toMatchObject({
        document: region === 'IN' ? 'Key facts in plain words' : 'RIPLAY dengan kata sederhana',
        digest: createHash('sha256').update(JSON.stringify(summary)).digest('hex'),
      });
      expect(acknowledged[0]!.orderNo).not.toBe('');
      const stored = await t.db
        .selectFrom('consent_events')
        .select('order_id')
        .where('kind', '=', 'summary_acknowledged')
        .where('borrower_id', '=', session.borrowerId)
        .execute();
      expect(stored).toEqual([{ order_id: orderId }]);
    }
  });
});
