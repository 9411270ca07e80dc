import type { ResponseOf } from '@tenor/contract/endpoint';
import type { generateVcode, initPayType } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import type { PaymentAccount, PayType } from '../../../db/schema.ts';
import type { PayChannel } from '@tenor/contract/endpoints/repay';
import {
  EWALLET_PAY_TYPE,
  QRIS_PAY_CODE,
  QRIS_PAY_TYPE,
  UPI_PAY_CODE,
} from '@tenor/contract/pay-codes';
import { QRIS_MAX_AMOUNT, qrisTakes } from '@tenor/contract/rules';
import { toIso } from '../../../db/time.ts';
import { AppError, refusalIn } from '../../../http/app-error.ts';
import { type Lang } from '../../../i18n.ts';
import type { Log } from '../../../kernel/log.ts';
import { formatMoney } from '@tenor/contract/format';
import { billNumber } from './account-numbers.ts';
import { accountState } from './account-state.ts';
import { accountExpiry, firstUnpaidDueAt } from '../settlement/deadline.ts';
import { ownOrder, payableAmount, payableAnswer, type OrderReads } from '../order-context.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { Region } from '@tenor/contract/launch';
import type { AccountIntents } from './account-intents.ts';
import type { AccountRepository } from './account-repository.ts';
import { type MarketDesk, requireChannel } from '../market-desk.ts';
import { qrCode, upiIntentUrl } from '../upi/upi-intent.ts';
import { copy } from '../copy.ts';
import {
  retireFailedRequest,
  walletFor,
  walletReturnUrl,
  walletState,
} from '../ewallet/ewallet-rail.ts';

/**
 * The UPI app's link for an issued UPI account, and its QR code: the provider's own link when
 * it gave one (Razorpay's QR), else built from the issued address (the sandbox).
 */
function upiOf(account: PaymentAccount, payeeName: string, orderNo: string) {
  const intentUrl =
    account.intent_url ??
    upiIntentUrl({
      vpa: account.account_no,
      payeeName,
      amount: account.amount,
      reference: account.vcode,
      note: `Loan ${orderNo}`,
    });
  return { intentUrl, qr: qrCode(intentUrl), payByAddress: account.intent_url === null };
}

/**
 * What the borrower pays to: the UPI address inside a provider's link, else the number (a
 * QRIS request's id: its QR string is no link).
 */
function payNumberOf(account: PaymentAccount): string {
  if (account.intent_url === null || account.pay_type >= QRIS_PAY_TYPE) return account.account_no;
  const payee = new URL(account.intent_url).searchParams.get('pa');
  return payee ?? account.account_no;
}

export interface VcodeRequest {
  orderId: number;
  productId?: number;
  amount: number;
  payCode: string;
  payType: PayType;
  isDefault: 0 | 1;
  /** 1: the amount is the extension fee (the delay screen's `display=1`). */
  isDisplay: 0 | 1;
  specificNum: number;
}

/** The way to pay each pay type is (docs/markets.md "Repayment rails"). */
const channelOf = {
  1: 'va',
  2: 'market',
  3: 'upi',
  4: 'qris',
  5: 'ewallet',
} as const satisfies Record<PayType, PayChannel>;

/**
 * Virtual accounts, mini-market codes and UPI addresses: the method chooser, issuing, and
 * the "paid?" check.
 */
export function vaService(
  repo: AccountRepository,
  reads: OrderReads,
  providers: PaymentProviders,
  desk: MarketDesk,
  intents: AccountIntents,
  log: Pick<Log, 'warn'>,
) {
  const need = (region: Region) => {
    const provider = providers.of(region);
    if (provider === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
    return provider;
  };

  return {
    /** The ways to pay, and what the page pays for its link's amount (`payableAnswer`). */
    async payTypes(
      borrowerId: number,
      req: {
        orderId: number;
        productId?: number;
        payType: PayType;
        amount?: number | undefined;
        isDisplay?: 0 | 1 | undefined;
      },
    ): Promise<ResponseOf<typeof initPayType>> {
      const ctx = await ownOrder(reads, borrowerId, req.orderId, req.productId);
      const purpose = req.isDisplay === 1 ? 'extension' : 'repay';
      const payable = payableAnswer(ctx, req.amount, purpose);
      const region = ctx.product.region;
      const offered = desk.channels(region);
      const channels = need(region).channels(region);
      return {
        banks: req.payType === 1 && offered.includes('va') ? channels.banks : [],
        markets: req.payType === 2 && offered.includes('market') ? channels.markets : [],
        channels: [...offered],
        payable,
        ...ctx.payee,
      };
    },

    async issue(
      borrowerId: number,
      req: VcodeRequest,
      lang: Lang,
      /** The origin an e-wallet sends the borrower back to (public-origin.ts); '' for none. */
      origin = '',
    ): Promise<ResponseOf<typeof generateVcode>> {
      const ctx = await ownOrder(reads, borrowerId, req.orderId, req.productId);
      const region = ctx.product.region;
      const p = need(region);
      // Closed at the provider now; if that fails the follow-up asks again, and marks it.
      const closeAtProvider = (
        account: { account_no: string; provider_ref?: string | null },
        warning: string,
      ) =>
        p.closeAccount(account.account_no, account.provider_ref).catch((err: unknown) => {
          log.warn({ err, accountNo: account.account_no }, warning);
        });
      const option = payableAmount(
        ctx,
        req.amount,
        req.isDisplay === 1 ? 'extension' : 'repay',
        lang,
      );
      requireChannel(desk, region, channelOf[req.payType]);
      const channels = p.channels(region);
      const bank =
        req.payType === 1 ? channels.banks.find((b) => b.payCode === req.payCode) : undefined;
      const market =
        req.payType === 2 ? channels.markets.find((m) => m.payCode === req.payCode) : undefined;
      const upi = req.payType === 3 && channels.upi && req.payCode === UPI_PAY_CODE;
      const qris = req.payType === QRIS_PAY_TYPE && req.payCode === QRIS_PAY_CODE;
      const wallet =
        req.payType === EWALLET_PAY_TYPE
          ? walletFor(req.payCode, option.amount, region, lang)
          : undefined;
      if (bank === undefined && market === undefined && !upi && !qris && wallet === undefined) {
        throw new AppError(codes.invalid, copy.later('payCodeNotOffered'), 400);
      }
      if (qris && !qrisTakes(option.amount)) {
        const max = formatMoney(region, QRIS_MAX_AMOUNT);
        throw refusalIn(lang, codes.invalid, copy.later('qrisTooLarge', { max }), 400);
      }
      const methods = bank?.methods.length ?? 0;
      if (bank !== undefined && (req.specificNum < 0 || req.specificNum > methods)) {
        throw refusalIn(
          lang,
          codes.invalid,
          copy.later('specificNumNotOffered', { max: methods }),
          400,
        );
      }
      // The default choice (or a mini market) shows every way to pay.
      const specificNum = bank !== undefined && req.isDefault === 0 ? req.specificNum : 0;
      const now = new Date();
      const key = {
        order_id: ctx.order.id,
        pay_code: req.payCode,
        amount: option.amount,
        purpose: option.purpose,
      };
      // An earlier ask for this bill whose answer was lost: its account, not a second one.
      await intents.recoverFor(p, key, now);
      // An e-wallet request the wallet refused is asked about first, and replaced (decision 077).
      if (wallet !== undefined) await retireFailedRequest(p, repo, key, now);
      const account = await repo.issueAccount(
        key,
        async () => {
          const dueAt = firstUnpaidDueAt(ctx.plan);
          const expiresAt = accountExpiry(region, option.purpose, dueAt, now);
          const vcode = billNumber(now);
          const request = {
            region,
            payType: req.payType,
            payCode: req.payCode,
            amount: option.amount,
            expiresAt,
            vcode,
            ...(wallet !== undefined && {
              returnUrl: walletReturnUrl(origin, { ...req, vcode }),
            }),
          };
          // Written before the call, so an account made with a lost answer is found again.
          await intents.record({
            provider: p.name,
            order_id: ctx.order.id,
            region,
            vcode,
            pay_type: req.payType,
            pay_code: req.payCode,
            specific_num: specificNum,
            amount: option.amount,
            purpose: option.purpose,
            expires_at: toIso(expiresAt),
            created_at: toIso(new Date()),
            lost_at: null,
            resolved_at: null,
            return_url: request.returnUrl ?? null,
          });
          const issued = await p.issueAccount(request).catch(async (err: unknown) => {
            await intents.failed(vcode, err, new Date());
            throw err;
          });
          return {
            order_id: ctx.order.id,
            provider: p.name,
            pay_type: req.payType,
            pay_code: req.payCode,
            specific_num: specificNum,
            account_no: issued.accountNo,
            provider_ref: issued.providerRef ?? null,
            intent_url: issued.intentUrl ?? null,
            vcode,
            amount: option.amount,
            purpose: option.purpose,
            status: 'open',
            // A provider that keeps its own expiry (QRIS: 48 hours) is shown the earlier one.
            expires_at: toIso(
              issued.expiresAt !== undefined && issued.expiresAt < expiresAt
                ? issued.expiresAt
                : expiresAt,
            ),
            paid_at: null,
            created_at: toIso(now),
          };
        },
        now,
        // Another instance issued the same at the same moment: this one is never shown.
        (row) => closeAtProvider(row, 'an unused account was not closed'),
      );
      // The order was paid or changed while the provider issued it: closed there at once.
      if (account.status !== 'open') {
        await closeAtProvider(account, 'a stale account was not closed yet');
        throw new AppError(
          codes.conflict,
          copy.later(account.closed_reason === 'settled' ? 'nothingToRepay' : 'repaymentClosed'),
          409,
        );
      }
      const amountText = formatMoney(region, account.amount);
      return {
        amount: account.amount,
        vcode: account.vcode,
        cardNo: payNumberOf(account),
        payType: req.payType,
        payCode: account.pay_code,
        specificNum,
        payStep: p.steps({
          payType: req.payType,
          payCode: account.pay_code,
          specificNum,
          lang,
          accountNo: payNumberOf(account),
          amountText,
          merchant: desk.appName,
        }),
        telephone: desk.phone(region),
        expiresAt: account.expires_at,
        ...ctx.payee,
        ...(upi && { upi: upiOf(account, desk.appName, ctx.order.order_no) }),
        ...(qris && account.intent_url !== null && { qris: { qr: qrCode(account.intent_url) } }),
        ...(wallet !== undefined &&
          account.intent_url !== null && { ewallet: { url: account.intent_url } }),
      };
    },

    /** Whether the account or code behind a bill number has been paid. */
    async paid(borrowerId: number, orderId: number, vcode: string) {
      const order = await reads.orders.orderOf(borrowerId, orderId);
      const account = order === undefined ? undefined : await repo.accountByVcode(order.id, vcode);
      if (account === undefined)
        throw new AppError(codes.notFound, copy.later('paymentAccountNotFound'), 404);
      // An e-wallet request awaiting the borrower: the provider says whether the wallet refused it.
      const provider = providers.named(account.provider);
      if (provider !== null && (await walletState(provider, repo, account, new Date()))) {
        return { paid: false, state: 'failed' as const };
      }
      return { paid: account.status === 'paid', state: accountState(account) };
    },
  };
}
