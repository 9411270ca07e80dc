/**
 * The extension fee is never above what the loan's executed Key Fact Statement showed
 * (decision 069): each statement keeps row 10's extension fee, or that there is none, prints it,
 * and the extension screen and the payment rails charge no more.
 */
import { describe, expect, it } from 'vitest';
import { orderStatus } from '@tenor/contract/orders';
import { loanConfirm } from '@tenor/contract/endpoints/loans';
import { delayDetail } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import { payableUnit } from '@tenor/contract/format';
import { extensionFee, principalDue } from '../src/modules/repay/extension/extension.ts';
import { payableInTransaction } from '../src/modules/repay/settlement/transaction-plan.ts';
import { asBorrower } from './helpers/repay.ts';
import { executedKfs } from './helpers/executed-kfs.ts';
import { demoSession, postJson, productIdOf, successData, useTestApp } from './helpers/test-app.ts';

const t = useTestApp({ captureLogs: true });

/** The order's product fee rate and the principal an extension is charged on. */
async function extensionBasis(orderId: number) {
  const product = await t.db
    .selectFrom('orders')
    .innerJoin('products', 'products.id', 'orders.product_id')
    .select(['products.extension_fee_bps', 'products.region'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const plan = await t.db
    .selectFrom('repayment_plans')
    .select(['status', 'principal'])
    .where('order_id', '=', orderId)
    .orderBy('period_no')
    .execute();
  return { ...product, principal: principalDue(plan), unit: payableUnit[product.region] };
}

const languageOf = { IN: '1', ID: '0' } as const;

const extensionOption = async (orderId: number) =>
  (await payableInTransaction(t.db, orderId, new Date())).find((o) => o.purpose === 'extension');

describe('the extension fee within the executed Key Fact Statement', () => {
  it.each(['IN', 'ID'] as const)(
    '%s: never charges more than the fee the statement showed, on the screen and on the rails, and logs the cut',
    async (region) => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders[String(orderStatus.due)]!;
      const basis = await extensionBasis(orderId);
      const asked = async () =>
        successData(
          delayDetail,
          await asBorrower(t, session, delayDetail.path, { orderId }, languageOf[region]),
        ).delayShouldPayAmount;
      const productFee = extensionFee(basis.extension_fee_bps, basis.principal, basis.unit);
      expect(await asked()).toBe(productFee);

      // The statement showed half the product's rate: the product changed after Agree.
      const shownBps = Math.floor(basis.extension_fee_bps / 2);
      await executedKfs(t.db, orderId, session.borrowerId, {
        extension: { kind: 'fee', feeBps: shownBps },
      });
      const shownFee = extensionFee(shownBps, basis.principal, basis.unit);
      expect(shownFee).toBeLessThan(productFee);
      expect(await asked()).toBe(shownFee);
      expect((await extensionOption(orderId))?.amount).toBe(shownFee);
      expect(t.logs()).toContain('extension fee above the Key Fact Statement refused');
      expect(t.logs()).toContain(`"orderId":${orderId}`);
    },
  );

  it.each(['IN', 'ID'] as const)(
    '%s: a statement that showed no extension fee allows none: the extension is not offered',
    async (region) => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders[String(orderStatus.due)]!;
      expect(await extensionOption(orderId)).toBeDefined();
      await executedKfs(t.db, orderId, session.borrowerId, { extension: { kind: 'none' } });
      const res = await asBorrower(t, session, delayDetail.path, { orderId }, languageOf[region]);
      expect(res.json()).toMatchObject({ code: codes.conflict });
      expect(await extensionOption(orderId)).toBeUndefined();
    },
  );

  it('keeps a smaller fee than the statement showed as it is', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders[String(orderStatus.due)]!;
    const basis = await extensionBasis(orderId);
    await executedKfs(t.db, orderId, session.borrowerId, {
      extension: {
        kind: 'fee',
        feeBps: basis.extension_fee_bps * 2,
      },
    });
    expect((await extensionOption(orderId))?.amount).toBe(
      extensionFee(basis.extension_fee_bps, basis.principal, basis.unit),
    );
  });

  it.each([
    {
      region: 'IN',
      code: 'in-rupeeflow',
      languageType: '1',
      fee: 'Extension of the due date: ',
      none: 'Extension of the due date: not offered, so no extension fee.',
    },
    {
      region: 'ID',
      code: 'id-danakilat',
      languageType: '2',
      fee: 'Perpanjangan jatuh tempo: ',
      none: 'Perpanjangan jatuh tempo: tidak tersedia, jadi tidak ada biaya perpanjangan.',
    },
  ] as const)(
    '$region: writes row 10’s extension fee with every statement and prints the statement’s, not the product’s',
    async ({ region, code, languageType, fee, none }) => {
      const { token } = await demoSession(t.app, { region });
      const productId = await productIdOf(t.db, code);
      const product = await t.db
        .selectFrom('products')
        .select(['extension_allowed', 'extension_fee_bps'])
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      const res = await postJson(
        t.app,
        `${loanConfirm.path}?languageType=${languageType}`,
        { productId },
        { 'x-token': token },
      );
      const kfs = successData(loanConfirm, res).kfs!;
      const row = await t.db
        .selectFrom('kfs_statements')
        .select('extension_terms')
        .where('kfs_no', '=', kfs.number)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.extension_terms!)).toEqual(
        product.extension_allowed === 1
          ? { kind: 'fee', feeBps: product.extension_fee_bps }
          : { kind: 'none' },
      );
      const page = async () => (await t.app.inject({ method: 'GET', url: kfs.url })).body;
      expect(await page()).toContain(product.extension_allowed === 1 ? fee : none);

      // The statement's own figure, whatever the product says later.
      await t.db
        .updateTable('kfs_statements')
        .set({ extension_terms: JSON.stringify({ kind: 'none' }) })
        .where('kfs_no', '=', kfs.number)
        .execute();
      await t.db
        .updateTable('products')
        .set({ extension_allowed: 1 })
        .where('id', '=', productId)
        .execute();
      expect(await page()).toContain(none);
    },
  );
});
