import type { FastifyInstance } from 'fastify';
import { loanConfirm, loanPush } from '@tenor/contract/endpoints/loans';
import { postJson, successData, type DemoSession } from './test-app.ts';

const languageType = { IN: '1', ID: '2' } as const;

/**
 * The borrower confirms the loan the confirm screen opens with, its Key Fact Statement
 * acknowledged where it has one: the order, and the terms it was confirmed on.
 */
export async function confirmOffered(
  app: FastifyInstance,
  session: DemoSession,
  region: 'IN' | 'ID',
  productId: number,
) {
  const headers = { 'x-token': session.token };
  const q = `?languageType=${languageType[region]}`;
  const terms = successData(
    loanConfirm,
    await postJson(app, `${loanConfirm.path}${q}`, { productId }, headers),
  );
  const pushed = successData(
    loanPush,
    await postJson(
      app,
      `${loanPush.path}${q}`,
      {
        productId,
        amount: terms.amount,
        periods: terms.periods,
        termUnit: terms.termUnit,
        ...(terms.kfs
          ? { kfsNo: terms.kfs.number, kfsAcknowledged: true, summaryAcknowledged: true }
          : {}),
        riskAcknowledged: true,
      },
      headers,
    ),
  );
  return { orderId: pushed.orderId, terms };
}
