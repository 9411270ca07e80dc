/**
 * Loan details says the loan was extended (issue 40): after the borrower pays the extension
 * fee, a row "Extended on 29 Nov 2026 · fee ₹…" beside the new due date, in the reader's
 * language, and the fee and its time in `extensions`.
 */
import { describe, expect, it } from 'vitest';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import { delayDetail } from '@tenor/contract/endpoints/repay';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { asBorrower, orderRow, payExtensionByAccount } from './helpers/repay.ts';
import { demoSession, postJson, successData, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

const markets = [
  { region: 'IN', languageType: '1', label: 'Extended on', fee: 'fee' },
  { region: 'ID', languageType: '0', label: 'Diperpanjang pada', fee: 'biaya' },
] as const;

describe('loan details after a paid extension', () => {
  for (const { region, languageType, label, fee: feeWord } of markets) {
    it(`shows when it was extended and the fee paid (${region})`, async () => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders['174']!;
      const detailsIn = async (query: string) =>
        successData(
          loanDetails,
          await postJson(
            t.app,
            `${loanDetails.path}?${query}`,
            { orderId },
            {
              'x-token': session.token,
            },
          ),
        );
      const before = await detailsIn(`languageType=${languageType}`);
      expect(before.extensions).toEqual([]);
      expect(before.details.map((r) => r.text)).not.toContain(label);

      const view = successData(
        delayDetail,
        await asBorrower(t, session, delayDetail.path, { orderId }, languageType),
      );
      const fee = view.delayShouldPayAmount;
      expect(fee).toBeGreaterThan(0);
      const account = await payExtensionByAccount(t, session, orderId, fee, region);
      const paidAt = (
        await t.db
          .selectFrom('payment_accounts')
          .select('paid_at')
          .where('vcode', '=', account.vcode)
          .executeTakeFirstOrThrow()
      ).paid_at!;

      const after = await detailsIn(`languageType=${languageType}`);
      expect(after.extensions).toEqual([{ paidAt, fee }]);
      const row = after.details.find((r) => r.text === label);
      expect(row?.value).toBe(
        `${formatDate(region, paidAt)} · ${`${feeWord} ${formatMoney(region, fee)}`.replaceAll(' ', '\u00a0')}`,
      );
      // Beside the new due date, which moved.
      const order = await orderRow(t, orderId);
      expect(after.dueDate).toBe(formatDate(region, order.due_at!));
      const texts = after.details.map((r) => r.text);
      expect(texts.indexOf(label)).toBe(
        texts.indexOf(region === 'IN' ? 'Due date' : 'Jatuh tempo') + 1,
      );

      // The staff's Chinese.
      const zh = await detailsIn('languageType=1&locale=zh-CN');
      expect(zh.details.find((r) => r.text === '展期日期')?.value).toMatch(
        /^\d{4}年\d{1,2}月\d{1,2}日 · 展期费\u00a0/,
      );
    });
  }
});
