import type { ResponseOf } from '@tenor/contract/endpoint';
import type { generateVcode, initPayType } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import type { PayType } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { t, type Lang } from '../../i18n.ts';
import { formatMoney } from '@tenor/contract/format';
import { ACCOUNT_TTL_MS, billNumber } from './account-numbers.ts';
import { ownOrder, payableAmount, payableOf, type OrderReads } from './order-context.ts';
import type { PaymentProvider } from '../../providers/payment-provider.ts';
import type { AccountRepository } from './account-repository.ts';

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

interface Brand {
  appName: string;
  servicePhone: string;
}

/** Virtual accounts and mini-market codes: the method chooser, issuing, and the "paid?" check. */
export function vaService(
  repo: AccountRepository,
  reads: OrderReads,
  provider: PaymentProvider | null,
  brand: Brand,
) {
  const need = () => {
    if (provider === null) throw new AppError(codes.unavailable, 'unavailable', 503);
    return provider;
  };

  return {
    async payTypes(
      borrowerId: number,
      req: { orderId: number; productId?: number; payType: PayType },
    ): Promise<ResponseOf<typeof initPayType>> {
      const ctx = await ownOrder(reads, borrowerId, req.orderId, req.productId);
      if (payableOf(ctx).length === 0) throw new AppError(codes.conflict, 'nothingToRepay', 409);
      const channels = need().channels(ctx.product.region);
      return req.payType === 1
        ? { banks: channels.banks, markets: [] }
        : { banks: [], markets: channels.markets };
    },

    async issue(
      borrowerId: number,
      req: VcodeRequest,
      lang: Lang,
    ): Promise<ResponseOf<typeof generateVcode>> {
      const p = need();
      const ctx = await ownOrder(reads, borrowerId, req.orderId, req.productId);
      const region = ctx.product.region;
      const option = payableAmount(
        ctx,
        req.amount,
        req.isDisplay === 1 ? 'extension' : 'repay',
        lang,
      );
      const channels = p.channels(region);
      const bank =
        req.payType === 1 ? channels.banks.find((b) => b.payCode === req.payCode) : undefined;
      const market =
        req.payType === 2 ? channels.markets.find((m) => m.payCode === req.payCode) : undefined;
      if (bank === undefined && market === undefined) {
        throw new AppError(codes.invalid, 'payCodeNotOffered', 400);
      }
      const methods = bank?.methods.length ?? 0;
      if (bank !== undefined && (req.specificNum < 0 || req.specificNum > methods)) {
        throw new AppError(
          codes.invalid,
          'specificNumNotOffered',
          400,
          t(lang, 'specificNumNotOffered', { max: methods }),
        );
      }
      // The default choice (or a mini market) shows every way to pay.
      const specificNum = bank !== undefined && req.isDefault === 0 ? req.specificNum : 0;
      const now = new Date();
      const account = await repo.issueAccount(
        {
          order_id: ctx.order.id,
          pay_code: req.payCode,
          amount: option.amount,
          purpose: option.purpose,
        },
        async () => {
          const expiresAt = new Date(now.getTime() + ACCOUNT_TTL_MS);
          const vcode = billNumber(now);
          const { accountNo } = await p.issueAccount({
            region,
            payType: req.payType,
            payCode: req.payCode,
            amount: option.amount,
            expiresAt,
            vcode,
          });
          return {
            order_id: ctx.order.id,
            provider: p.name,
            pay_type: req.payType,
            pay_code: req.payCode,
            specific_num: specificNum,
            account_no: accountNo,
            vcode,
            amount: option.amount,
            purpose: option.purpose,
            status: 'open',
            expires_at: toIso(expiresAt),
            paid_at: null,
            created_at: toIso(now),
          };
        },
        now,
      );
      return {
        amount: account.amount,
        vcode: account.vcode,
        cardNo: account.account_no,
        payType: req.payType,
        payCode: account.pay_code,
        specificNum,
        payStep: p.steps({
          payType: req.payType,
          payCode: account.pay_code,
          specificNum,
          lang,
          accountNo: account.account_no,
          amountText: formatMoney(region, account.amount),
          merchant: brand.appName,
        }),
        telephone: brand.servicePhone,
        expiresAt: account.expires_at,
      };
    },

    /** Whether the account or code behind a bill number has been paid. */
    async paid(borrowerId: number, orderId: number, vcode: string) {
      const order = await reads.orders.orderOf(borrowerId, orderId);
      const account = order === undefined ? undefined : await repo.accountByVcode(order.id, vcode);
      if (account === undefined) throw new AppError(codes.notFound, 'paymentAccountNotFound', 404);
      return { paid: account.status === 'paid' };
    },
  };
}
