import type { ResponseOf } from '@tenor/contract/endpoint';
import type { paymentReceipt } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import { EWALLETS, isEwalletCode } from '@tenor/contract/ewallets';
import type { PaymentAccount, Repayment } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import type { PaymentProviders } from '../../providers/configured.ts';
import { outstandingOf } from '../../domain/orders/outstanding.ts';
import type { AccountRepository } from './va/account-repository.ts';
import { accountState } from './va/account-state.ts';
import { walletState } from './ewallet/ewallet-rail.ts';
import { copy } from './copy.ts';
import { ownOrder, type OrderContext, type OrderReads } from './order-context.ts';
import { owingSchedule } from './owing-schedule.ts';
import type { RepaymentRepository } from './repayment-repository.ts';

export type Receipt = ResponseOf<typeof paymentReceipt>;
type Payment = Pick<
  Receipt,
  'state' | 'purpose' | 'amount' | 'paidAt' | 'reference' | 'method' | 'way'
>;
type Way = Receipt['way'];

const receiptStates = {
  open: 'pending',
  paid: 'paid',
  expired: 'expired',
  failed: 'failed',
  closed: 'closed',
} as const;
const repaymentState = {
  done: 'paid',
  pending: 'pending',
  cancelled: 'failed',
  expired: 'expired',
} as const;

/** The number a borrower quotes for a card or gateway repayment. */
export const repaymentNumber = (id: number): string => `RP${String(id).padStart(8, '0')}`;

/**
 * The receipt of one payment (docs/screens.md "Payment receipt"): what was paid, when, how,
 * its reference, and what the loan still owes afterwards, by date (owing-schedule.ts). Until the money has arrived it
 * says so (`pending`), never a receipt.
 */
export function receiptService(
  accounts: AccountRepository,
  repayments: RepaymentRepository,
  reads: OrderReads,
  providers: PaymentProviders,
) {
  function accountWay(ctx: OrderContext, account: PaymentAccount): Way {
    if (account.pay_type === 3) return { kind: 'upi', name: '', last4: '' };
    if (account.pay_type === 4) return { kind: 'qris', name: '', last4: '' };
    if (account.pay_type === 5) {
      const name = isEwalletCode(account.pay_code) ? EWALLETS[account.pay_code].name : '';
      return { kind: 'ewallet', name: name || account.pay_code, last4: '' };
    }
    // The provider that issued the account names its bank or market, else its code stands.
    const channels = providers.named(account.provider)?.channels(ctx.product.region);
    if (account.pay_type === 2) {
      const market = channels?.markets.find((m) => m.payCode === account.pay_code);
      return { kind: 'market', name: market?.name ?? account.pay_code, last4: '' };
    }
    const bank = channels?.banks.find((b) => b.payCode === account.pay_code);
    return { kind: 'va', name: bank?.bankName ?? account.pay_code, last4: '' };
  }

  async function repaymentWay(record: Repayment): Promise<Way> {
    if (record.channel === 'gateway') {
      // A UPI AutoPay debit is a UPI payment (decision 072).
      if (record.gateway_method === 'autopay') return { kind: 'upi', name: '', last4: '' };
      const kind = record.gateway_method === 'netbanking' ? 'netbanking' : 'debitCard';
      return { kind, name: '', last4: '' };
    }
    const card =
      record.card_id === null
        ? undefined
        : await repayments.card(record.borrower_id, record.card_id);
    return card === undefined
      ? { kind: 'debitCard', name: '', last4: '' }
      : { kind: 'card', name: card.bank_name, last4: card.last4 };
  }

  /** The way in words, in the server's language (the native app shows `method`). */
  function methodText(way: Way, lang: Lang): string {
    switch (way.kind) {
      case 'upi':
        return copy(lang, 'methodUpi');
      case 'qris':
        return copy(lang, 'methodQris');
      case 'market':
      case 'ewallet':
        return way.name;
      case 'va':
        return copy(lang, 'methodVa', { bank: way.name });
      case 'netbanking':
        return copy(lang, 'gatewayNetbanking');
      case 'debitCard':
        return copy(lang, 'gatewayDebitCard');
      case 'card':
        return copy(lang, 'methodCard', { bank: way.name, last4: way.last4 });
    }
  }

  async function payment(
    ctx: OrderContext,
    req: { vcode?: string | undefined; repaymentId?: number | undefined },
    lang: Lang,
  ): Promise<Payment> {
    if (req.vcode !== undefined) {
      const account = await accounts.accountByVcode(ctx.order.id, req.vcode);
      if (account === undefined)
        throw new AppError(codes.notFound, copy.later('paymentAccountNotFound'), 404);
      const way = accountWay(ctx, account);
      // Back from an e-wallet: the wallet is asked whether it declined the request (decision 077).
      const provider = providers.named(account.provider);
      const failed =
        provider !== null && (await walletState(provider, accounts, account, new Date()));
      return {
        state: failed ? 'failed' : receiptStates[accountState(account)],
        purpose: account.purpose,
        amount: account.amount,
        paidAt: account.paid_at ?? '',
        reference: account.vcode,
        method: methodText(way, lang),
        way,
      };
    }
    const record =
      req.repaymentId === undefined ? undefined : await repayments.repayment(req.repaymentId);
    if (record === undefined || record.order_id !== ctx.order.id) {
      throw new AppError(codes.notFound, copy.later('repaymentNotFound'), 404);
    }
    const way = await repaymentWay(record);
    return {
      state: repaymentState[record.status],
      purpose: record.purpose,
      amount: record.amount,
      paidAt: record.status === 'done' ? (record.completed_at ?? record.updated_at) : '',
      reference: repaymentNumber(record.id),
      method: methodText(way, lang),
      way,
    };
  }

  return {
    async receipt(
      borrowerId: number,
      req: { orderId: number; vcode?: string | undefined; repaymentId?: number | undefined },
      lang: Lang,
    ): Promise<Receipt> {
      if ((req.vcode === undefined) === (req.repaymentId === undefined)) {
        throw new AppError(codes.invalid, copy.later('receiptNeedsOne'), 400);
      }
      const ctx = await ownOrder(reads, borrowerId, req.orderId);
      const paid = await payment(ctx, req, lang);
      const { order } = ctx;
      const outstanding = outstandingOf(order.status, ctx.plan);
      const owing =
        outstanding > 0
          ? owingSchedule(ctx.plan, new Date())
          : { dueDate: '', dueNext: 0, later: [] };
      return {
        ...paid,
        orderNo: order.order_no,
        productName: ctx.product.name,
        outstanding,
        orderStatus: order.status,
        ...owing,
      };
    },
  };
}
