/** What the AutoPay page and loan details' card show of an order's mandate (decision 072). */
import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { walletChannels } from '@tenor/contract/autopay-fields';
import { normalisePhone } from '@tenor/contract/phone';
import { toIso } from '../../../db/time.ts';
import { isRepayable } from '../../../domain/orders/order-flags.ts';
import { ownOrder } from '../order-context.ts';
import { cardWords, coverable, methodOf, type MandateContext } from './mandate-context.ts';

/** An Indonesian phone as the borrower types it (`08…`); null when it is not one. */
const localPhone = (phone: string | undefined): string | null => {
  const e164 = phone === undefined ? null : normalisePhone('ID', phone);
  return e164 === null ? null : `0${e164.slice(3)}`;
};

export function mandateView(ctx: MandateContext) {
  return async function view(
    borrowerId: number,
    orderId: number,
    now = new Date(),
  ): Promise<AutopayView> {
    const own = await ownOrder(ctx.reads, borrowerId, orderId);
    const open = own.plan.filter((p) => p.status !== 'paid');
    const market = own.product.region;
    const last = [...own.plan].sort((a, b) => b.period_no - a.period_no)[0];
    // The first debit AutoPay can still make: an instalment due too soon for a notice 24 hours
    // ahead is paid another way, never debited a day late.
    const next = [...open]
      .sort((a, b) => a.period_no - b.period_no)
      .find((p) => coverable(p.due_at, now, ctx.holidaysOf(market), market));
    const provider = ctx.providers.of(own.product.region);
    const mandate = await ctx.repo.latest(orderId);
    const live = mandate !== undefined && ['pending', 'active', 'paused'].includes(mandate.status);
    // India (UPI AutoPay, e-NACH), and Indonesia where the provider links wallets (decision
    // 076: Xendit, and the demo's sandbox).
    const offered =
      provider?.mandates !== undefined &&
      (market === 'IN' || provider.mandates.linksWallets === true) &&
      isRepayable(own.order.status) &&
      next !== undefined &&
      !live;
    const debits = mandate === undefined ? [] : await ctx.repo.debitsOf(mandate.id);
    const shown = debits.filter((d) => d.state !== 'void' && d.state !== 'noticing').at(-1);
    // The bank-card form is prefilled with the phone the borrower signed up with (decision 081).
    const phone =
      market === 'ID' && (offered || mandate?.method === 'directDebit')
        ? localPhone((await ctx.repo.contact(borrowerId))?.phone)
        : null;
    const card = mandate === undefined ? null : cardWords(mandate);
    return {
      offered,
      phone,
      terms:
        open.length === 0 || last === undefined
          ? null
          : {
              maxAmount: Math.max(...open.map((p) => p.total)),
              frequency: 'as_presented',
              endsAt: toIso(new Date(last.due_at)),
              nextDueAt: next ? toIso(new Date(next.due_at)) : null,
              nextAmount: next?.total ?? null,
            },
      mandate:
        mandate === undefined
          ? null
          : {
              method: methodOf(mandate),
              wallet: walletChannels.find((w) => w === mandate.wallet) ?? null,
              card:
                card === null || card.bank === ''
                  ? null
                  : { bank: card.bank, lastFour: card.lastFour },
              status: mandate.status,
              reason: mandate.status_reason,
              // e-NACH signed at the bank waits for its confirmation: no page to open again.
              intentUrl:
                mandate.status === 'pending' &&
                (mandate.method !== 'enach' || mandate.token_ref === null)
                  ? mandate.intent_url
                  : null,
            },
      debit:
        shown === undefined
          ? null
          : {
              periodNo: shown.period_no,
              amount: shown.amount,
              dueAt: toIso(new Date(shown.due_at)),
              state: shown.state === 'debiting' ? 'notified' : (shown.state as 'notified'),
              noticeAt: shown.notice_at === null ? null : toIso(new Date(shown.notice_at)),
              repaymentId: shown.state === 'paid' ? shown.repayment_id : null,
            },
    };
  };
}
