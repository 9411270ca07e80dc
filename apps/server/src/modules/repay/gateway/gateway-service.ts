import { payments } from '../metrics.ts';
import { randomBytes } from 'node:crypto';
import { codes } from '@tenor/contract/envelope';
import { pageUrl } from '@tenor/contract/paths';
import type { PaymentPurpose, Repayment } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { type Lang, marketLang } from '../../../i18n.ts';
import { formatMoney } from '@tenor/contract/format';
import type { GatewayMethod } from '@tenor/contract/endpoints/repay';
import type { GatewayPage, GatewayState } from './gateway-html.ts';
import { type MarketDesk, requireChannel } from '../market-desk.ts';
import { ownOrder, payableAmount, type OrderReads } from '../order-context.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import { releasePending } from '../settlement/pending-payment.ts';
import { newRepayment, repeat } from '../repayment-record.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import { sandboxGatewayUrl, type SandboxProvider } from '../../../providers/sandbox-payment.ts';
import { copy } from '../copy.ts';

const gatewayMethodOf = (r: Repayment): GatewayMethod =>
  r.gateway_method === 'netbanking' ? 'netbanking' : 'debitCard';

/** How long a hosted-gateway payment stays open. */
export const GATEWAY_TTL_MS = 30 * 60_000;

/** Where the borrower lands after the gateway: the receipt of this payment. */
const receiptUrl = (r: Repayment, productId: number) =>
  pageUrl('repayReceipt', { orderId: r.order_id, productId, repaymentId: r.id });

const stateOf = (r: Repayment, now: Date): GatewayState => {
  if (r.status === 'done') return 'done';
  if (r.status !== 'pending' || Date.parse(r.expires_at) <= now.getTime()) return 'closed';
  return 'open';
};

/**
 * The hosted payment page: `repayment-huichao` opens a gateway payment and answers the
 * provider's page for it. The rest is the sandbox's own page — what it shows, and its Pay
 * and Cancel buttons. Pay completes the payment through the same path as every payment
 * (repository.ts `completeRepayment`) and sends the borrower to the payment's receipt;
 * Cancel sends them back to choose another way to pay.
 */
export function gatewayService(
  repo: RepaymentRepository,
  reads: OrderReads,
  providers: PaymentProviders,
  sandbox: SandboxProvider | null,
  desk: MarketDesk,
  afterPayment: () => Promise<void>,
) {
  const merchant = desk.appName;
  async function pageOf(ref: string, now: Date): Promise<GatewayPage | null> {
    const record = ref === '' ? undefined : await repo.repaymentByRef(ref);
    const order = record === undefined ? undefined : await reads.orders.order(record.order_id);
    const product =
      order === undefined ? undefined : await reads.products.product(order.product_id);
    if (record === undefined || order === undefined || product === undefined) return null;
    return {
      lang: marketLang(product.region),
      state: stateOf(record, now),
      ref,
      merchant,
      method: gatewayMethodOf(record),
      orderNo: order.order_no,
      amountText: formatMoney(product.region, record.amount),
      backUrl: receiptUrl(record, product.id),
      cancelUrl:
        record.purpose === 'extension'
          ? pageUrl('repayDelay', { orderId: order.id, productId: product.id })
          : pageUrl('repay', { amount: record.amount, orderId: order.id, productId: product.id }),
    };
  }

  return {
    /**
     * The hosted payment page for this amount: a pending gateway payment of the same
     * amount and method is answered again; another pending payment of the order that
     * nobody is paying gives way to this one (pending-payment.ts), else 800005.
     */
    async open(
      borrowerId: number,
      req: {
        orderId: number;
        amount: number;
        method?: GatewayMethod | undefined;
        /** The extension fee, or (absent) periods of the plan. */
        purpose?: PaymentPurpose | undefined;
      },
      lang: Lang,
      /** The origin the borrower is sent back to after paying (`https://PUBLIC_HOST`). */
      origin: string,
    ) {
      const ctx = await ownOrder(reads, borrowerId, req.orderId);
      const provider = providers.of(ctx.product.region);
      if (provider === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
      const method = req.method ?? 'debitCard';
      requireChannel(desk, ctx.product.region, method);
      const purpose = req.purpose ?? 'repay';
      const option = payableAmount(ctx, req.amount, purpose, lang);
      const now = new Date();
      const same = (pending: Repayment) =>
        pending.channel === 'gateway' &&
        pending.charging_at === null &&
        pending.borrower_id === borrowerId &&
        pending.amount === option.amount &&
        pending.purpose === purpose &&
        pending.gateway_method === method &&
        pending.gateway_ref !== null &&
        Date.parse(pending.expires_at) > now.getTime();
      const order = { id: ctx.order.id, region: ctx.product.region };
      await releasePending({ repo, providers }, order, same, lang, now);
      const ref = randomBytes(24).toString('base64url');
      const record = await repo.startRepayment(
        newRepayment(
          {
            order_id: ctx.order.id,
            borrower_id: borrowerId,
            channel: 'gateway',
            provider: provider.name,
            amount: option.amount,
            purpose,
            gateway_ref: ref,
            gateway_method: method,
          },
          GATEWAY_TTL_MS,
          now,
        ),
        now,
      );
      const opened = record ?? (await repo.pendingRepayment(ctx.order.id));
      if (opened?.gateway_ref == null || (record === undefined && !same(opened))) throw repeat();
      // Asked again for the same ref (a double tap, a lost answer) the provider answers the
      // same page: one payment, whatever the number of taps.
      const page = await provider.openGateway({
        ref: opened.gateway_ref,
        amount: opened.amount,
        method,
        expiresAt: new Date(opened.expires_at),
        returnUrl: `${origin}${receiptUrl(opened, ctx.product.id)}`,
      });
      // Another way to pay was chosen (or the order paid) while the provider made the page:
      // it is stopped there, never answered (the follow-up stops it too if this fails).
      const current = await repo.repayment(opened.id);
      if (current?.status !== 'pending') {
        await provider.cancelGateway(opened.gateway_ref).catch(() => false);
        throw repeat();
      }
      return page;
    },

    page: (ref: string) => pageOf(ref, new Date()),

    unknownPage: (lang: Lang): GatewayPage => ({
      lang,
      state: 'unknown',
      ref: '',
      merchant,
      method: 'debitCard',
      orderNo: '',
      amountText: '',
      backUrl: '/',
      cancelUrl: '/',
    }),

    /**
     * Pays an open gateway payment (once; a repeated Pay changes nothing). Answers where to
     * go: the receipt, or this page again when the payment had closed meanwhile; null for
     * an unknown ref.
     */
    async pay(ref: string, bank = ''): Promise<string | null> {
      const now = new Date();
      const page = await pageOf(ref, now);
      const record = page === null ? undefined : await repo.repaymentByRef(ref);
      if (page === null || record === undefined) return null;
      if (page.state === 'closed') {
        if (record.status === 'pending')
          await repo.closeRepayment(record.id, 'expired', 'expired', now);
        return sandboxGatewayUrl(ref);
      }
      // The same claim as a card charge: only a payment the order still owes is taken.
      if (page.state === 'open' && (await repo.claimCharge(record.id, now)) === 'claimed') {
        await sandbox?.capture(record.charge_ref, record.amount, {
          bankCode: bank || 'GATEWAY',
          last4: '',
        });
        await repo.completeRepayment(record.id, now);
        payments.inc({ channel: record.gateway_method ?? 'gateway', outcome: 'charged' });
        await afterPayment();
      }
      return page.backUrl;
    },

    async cancel(ref: string): Promise<string | null> {
      const now = new Date();
      const record = ref === '' ? undefined : await repo.repaymentByRef(ref);
      const page = await pageOf(ref, now);
      if (record === undefined || page === null) return null;
      await repo.closeRepayment(record.id, 'cancelled', 'gatewayCancelled', now);
      return page.cancelUrl;
    },
  };
}
