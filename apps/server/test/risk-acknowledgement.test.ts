/**
 * Indonesia's risk statement (decision 066; OJK's risk acknowledgement, decision 054 Indonesia
 * 4): Agree is refused until it is ticked, and the tick is a consent-ledger row with the words'
 * version and digest; India is not asked.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consentLedger, loanConfirm, loanPush } from '@tenor/contract/endpoints/loans';
import {
  RISK_STATEMENT_VERSION,
  riskStatementText,
  riskStatements,
} from '@tenor/contract/risk-statement';
import { confirmOffered } from './helpers/confirm-loan.ts';
import { demoSession, postJson, productIdOf, successData, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('the risk statement before Agree (Indonesia)', () => {
  it('refuses Agree without the tick, naming it, and records the tick with version and digest', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const productId = await productIdOf(t.db, 'id-danakilat');
    const headers = { 'x-token': session.token };
    const terms = successData(
      loanConfirm,
      await postJson(t.app, `${loanConfirm.path}?languageType=2`, { productId }, headers),
    );
    const body = {
      productId,
      amount: terms.amount,
      periods: terms.periods,
      termUnit: terms.termUnit,
      kfsNo: terms.kfs!.number,
      kfsAcknowledged: true,
      summaryAcknowledged: true,
    };
    const unticked = await postJson(t.app, `${loanPush.path}?languageType=2`, body, headers);
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toContain('riskAcknowledged');
    const ticked = await postJson(
      t.app,
      `${loanPush.path}?languageType=2`,
      { ...body, riskAcknowledged: true },
      headers,
    );
    const { orderId } = successData(loanPush, ticked);
    const rows = await t.db
      .selectFrom('consent_events')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'consent_given')
      .execute();
    const words = riskStatements.id;
    expect(rows).toEqual([
      expect.objectContaining({
        document: 'Pernyataan risiko',
        version: RISK_STATEMENT_VERSION,
        digest: createHash('sha256').update(riskStatementText(words)).digest('hex'),
      }),
    ]);
    const ledger = successData(
      consentLedger,
      await t.app.inject({
        method: 'GET',
        url: `${consentLedger.path}?languageType=2`,
        headers,
      }),
    );
    expect(ledger.some((r) => r.document === 'Pernyataan risiko')).toBe(true);
  });

  it('asks nothing of India', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const productId = await productIdOf(t.db, 'in-rupeeflow');
    const { orderId } = await confirmOffered(t.app, session, 'IN', productId);
    const rows = await t.db
      .selectFrom('consent_events')
      .select('kind')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'consent_given')
      .execute();
    expect(rows).toEqual([]);
  });
});
