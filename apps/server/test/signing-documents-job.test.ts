/**
 * The documents given at signing are owed until issued (decision 059, migration 046): confirm
 * issues them in its own request and clears the order's mark; when that fails the mark stays
 * and the signing-documents job issues them once, whichever of two instances runs first, and
 * tries a failure again later.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signerOf } from '../src/domain/documents/signature.ts';
import { toIso } from '../src/db/time.ts';
import { documentsSecret } from '../src/domain/documents/download-url.ts';
import { documentIssuer } from '../src/domain/documents/issue.ts';
import { orderRepository } from '../src/domain/orders/order-repository.ts';
import { productRepository } from '../src/domain/products/repository.ts';
import { documentsAtSigning, type AtSigning } from '../src/modules/loans/signing-documents.ts';
import { signingDocumentsJob } from '../src/modules/loans/signing-documents-job.ts';
import { confirmOffered } from './helpers/confirm-loan.ts';
import { demoSession, productIdOf, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
let productId = 0;
beforeAll(async () => {
  productId = await productIdOf(t.db, 'in-rupeeflow');
});

const quiet = { warn: () => undefined, error: () => undefined };

/** A new Indian borrower confirms the loan the confirm screen opens with. */
async function confirmLoan(): Promise<number> {
  const session = await demoSession(t.app, { region: 'IN' });
  return (await confirmOffered(t.app, session, 'IN', productId)).orderId;
}

const markOf = async (orderId: number) =>
  (
    await t.db
      .selectFrom('orders')
      .select('documents_due_at')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).documents_due_at;

const kindsOf = async (orderId: number) =>
  (
    await t.db
      .selectFrom('loan_documents')
      .select('kind')
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute()
  ).map((d) => d.kind);

/** The order as confirm would leave it had its request failed to issue: owed since `at`. */
async function owed(orderId: number, at: Date) {
  await t.db.deleteFrom('loan_documents').where('order_id', '=', orderId).execute();
  await t.db
    .updateTable('orders')
    .set({ documents_due_at: toIso(at) })
    .where('id', '=', orderId)
    .execute();
}

/** One instance's job, with the server's own issuing; `issue` wraps it to fail or count. */
function instance(wrap: (real: AtSigning) => AtSigning = (real) => real) {
  const products = productRepository(t.db);
  const issuer = documentIssuer({
    db: t.db,
    sms: null,
    secret: documentsSecret('test-secret-of-32-characters-long'),
    brand: 'Tenor',
    signer: signerOf(t.config),
    log: quiet,
  });
  const real = documentsAtSigning(products, orderRepository(t.db), issuer);
  return signingDocumentsJob({
    db: t.db,
    issue: wrap(real),
    products,
    origin: undefined,
    log: quiet,
  });
}

describe('documents at signing, owed until issued', () => {
  it('confirm issues them in its own request and clears the mark', async () => {
    const orderId = await confirmLoan();
    expect(await markOf(orderId)).toBeNull();
    expect(await kindsOf(orderId)).toEqual(['kfs', 'agreement']);
  });

  it('a mark not yet due is left to the request; once due, two instances issue them once', async () => {
    const orderId = await confirmLoan();
    const now = new Date();
    await owed(orderId, new Date(now.getTime() + 60_000));
    expect(await instance().issueDue(now)).toBe(0);
    expect(await kindsOf(orderId)).toEqual([]);

    const later = new Date(now.getTime() + 61_000);
    const settled = await Promise.all([instance().issueDue(later), instance().issueDue(later)]);
    expect(settled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await kindsOf(orderId)).toEqual(['kfs', 'agreement']);
    expect(await markOf(orderId)).toBeNull();
  });

  it('a failed run keeps the order owed and tries again five minutes on', async () => {
    const orderId = await confirmLoan();
    const now = new Date();
    await owed(orderId, now);
    let calls = 0;
    const failingOnce = instance((real) => async (signed) => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      await real(signed);
    });
    expect(await failingOnce.issueDue(now)).toBe(0);
    expect(Date.parse((await markOf(orderId))!)).toBe(now.getTime() + 5 * 60_000);
    expect(await failingOnce.issueDue(new Date(now.getTime() + 4 * 60_000))).toBe(0);
    expect(calls).toBe(1);
    expect(await failingOnce.issueDue(new Date(now.getTime() + 5 * 60_000))).toBe(1);
    expect(await kindsOf(orderId)).toEqual(['kfs', 'agreement']);
    expect(await markOf(orderId)).toBeNull();
  });

  it('an order already holding its documents is only cleared, never given a second set', async () => {
    const orderId = await confirmLoan();
    const now = new Date();
    await t.db
      .updateTable('orders')
      .set({ documents_due_at: toIso(now) })
      .where('id', '=', orderId)
      .execute();
    let calls = 0;
    const counting = instance((real) => async (signed) => {
      calls += 1;
      await real(signed);
    });
    expect(await counting.issueDue(now)).toBe(1);
    expect(calls).toBe(0);
    expect(await kindsOf(orderId)).toEqual(['kfs', 'agreement']);
    expect(await markOf(orderId)).toBeNull();
  });
});
