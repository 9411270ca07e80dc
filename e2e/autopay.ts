/**
 * The AutoPay walks' sandbox clock (decisions 072, 078): the order's next debit as the page
 * states it, the instant its due day begins in India, and the job run at a given moment.
 */
import type { APIRequestContext } from '@playwright/test';
import { formatDate, formatMoney } from '@tenor/contract/format';

export const HOUR = 3_600_000;

/** The instant the due date's day begins in India (IST, UTC+05:30). */
const istDayStart = (iso: string) => {
  const day = new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
  return Date.parse(`${day}T00:00:00+05:30`);
};

export async function autopayClock(
  request: APIRequestContext,
  session: { token: string },
  order: number,
) {
  const view = await (
    await request.get(`/v3/autopay?orderId=${order}&languageType=1`, {
      headers: { 'x-token': session.token },
    })
  ).json();
  const { nextDueAt, nextAmount } = view.data.terms as { nextDueAt: string; nextAmount: number };
  return {
    dayStart: istDayStart(nextDueAt),
    amount: formatMoney('IN', nextAmount),
    date: formatDate('IN', nextDueAt, 'en-IN'),
    /** The job as every instance runs it, at `at` (ms since the epoch). */
    run: async (at: number) =>
      (
        await (
          await request.post('/dev/autopay/run', { data: { at: new Date(at).toISOString() } })
        ).json()
      ).data as { notices: number; debits: number },
  };
}
