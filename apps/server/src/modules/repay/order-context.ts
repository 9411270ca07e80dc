import { codes } from '@tenor/contract/envelope';
import type { LenderInfo } from '@tenor/contract/lender';
import type { Order, PaymentPurpose, PlanPeriod, Product } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type Lang } from '../../i18n.ts';
import { formatMoney, payableUnit } from '@tenor/contract/format';
import { extensionOffered } from '../../domain/orders/order-flags.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import { lenderField } from '../../domain/products/lender-rules.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { extensionFee, principalDue } from './extension/extension.ts';
import type { Payable } from '@tenor/contract/endpoints/repay';
import {
  checkAmount,
  payableNow,
  payableOptions,
  type PayableOption,
} from './settlement/payable-amounts.ts';
import { copy } from './copy.ts';
import { exitQuote, exitTermsOf, type ExitLender } from '../../domain/orders/cooling-off.ts';
import { payoffQuote } from '../../domain/orders/payoff.ts';
import { extensionFeeWithinKfs, type KfsExtension } from '../../domain/orders/kfs-charges.ts';

/** An order of the borrower with its product and plan, as every repayment screen needs it. */
export interface OrderContext {
  order: Order;
  product: Product;
  plan: readonly PlanPeriod[];
  /** The payee a payment page names: the loan's lender (decision 055). */
  payee: { lender?: LenderInfo };
  /** The lender's row: its cooling-off period and what its KFS keeps on an exit (decision 058). */
  lender?: ExitLender;
  /** The extension fee the executed KFS showed; undefined before migration 051 (decision 069). */
  extensionShown?: KfsExtension;
}

/** What repayment screens read of other modules: orders and products. */
export interface OrderReads {
  orders: OrderRepository;
  products: ProductRepository;
}

/** The borrower's own order; anyone else's is "does not exist" (never leaked). */
export async function ownOrder(
  { orders, products }: OrderReads,
  borrowerId: number,
  orderId: number,
  productId?: number,
): Promise<OrderContext> {
  const order = await orders.orderOf(borrowerId, orderId);
  if (order === undefined || (productId !== undefined && order.product_id !== productId)) {
    throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
  }
  const [product, plan, lenders, extensionShown] = await Promise.all([
    products.product(order.product_id),
    orders.planOf(order.id, new Date()),
    products.lenders(),
    orders.kfsExtensionOf(order.id),
  ]);
  if (product === undefined) throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
  const lender = product.lender_id === null ? undefined : lenders.get(product.lender_id);
  return { order, product, plan, payee: lenderField(product, lenders), lender, extensionShown };
}

/** An order, its product, plan and lender: what the amounts are worked out from. */
type Owed = Pick<OrderContext, 'order' | 'product' | 'plan' | 'lender' | 'extensionShown'>;

/**
 * The extension fee while the order may be extended, otherwise null; never above the fee its
 * executed Key Fact Statement showed, and none when it showed none (decision 069).
 */
export function extensionFeeOf({ order, product, plan, extensionShown }: Owed): number | null {
  if (!extensionOffered(order.status, product.extension_allowed === 1)) return null;
  const principal = principalDue(plan);
  const unit = payableUnit[product.region];
  const fee = extensionFee(product.extension_fee_bps, principal, unit);
  if (extensionShown === undefined) return fee;
  const allowed =
    extensionShown.kind === 'none' ? 0 : extensionFee(extensionShown.feeBps, principal, unit);
  const charged = extensionFeeWithinKfs(fee, allowed, order.id);
  return charged > 0 ? charged : null;
}

export const payableOf = (ctx: Owed, now: Date = new Date()): PayableOption[] =>
  payableOptions({
    status: ctx.order.status,
    plan: ctx.plan,
    extensionFee: extensionFeeOf(ctx),
    exitAmount: exitQuote(exitTermsOf(ctx.order, ctx.product, ctx.lender), now)?.total ?? null,
    payoffAmount: payoffQuote(ctx, now)?.total ?? null,
  });

/** The option the amount matches, or the localised refusal (1001, or 1009 when nothing can be paid). */
export function payableAmount(
  ctx: OrderContext,
  amount: number,
  purpose: PaymentPurpose,
  lang: Lang,
): PayableOption {
  const options = payableOf(ctx);
  const check = checkAmount(options, amount, purpose);
  if (check.ok) return check.option;
  // A payoff quote paid after its day is refused with today's (decision 061).
  const payoff = options.find((o) => o.payoff === true);
  const fresh =
    payoff === undefined
      ? ''
      : ` ${copy(lang, 'payoffToday', { amount: formatMoney(ctx.product.region, payoff.amount) })}`;
  switch (check.reason) {
    case 'nothingToPay':
      throw new AppError(codes.conflict, copy.later('nothingToRepay'), 409);
    case 'noExtension':
      throw new AppError(codes.conflict, copy.later('extensionNotOffered'), 409);
    case 'notOutstanding':
    case 'notInstalments':
    case 'notExtensionFee': {
      const key =
        check.reason === 'notOutstanding'
          ? 'amountNotOutstanding'
          : check.reason === 'notInstalments'
            ? 'amountNotInstalments'
            : 'amountNotExtensionFee';
      const expected = formatMoney(ctx.product.region, check.expected);
      throw new AppError(
        codes.invalid,
        copy.later(key),
        400,
        `${copy(lang, key, { expected })}${check.reason === 'notExtensionFee' ? '' : fresh}`,
      );
    }
  }
}

/**
 * What a payment page pays for its link's amount (payable-amounts.ts `payableNow`): 1009 when
 * nothing is owed for this purpose, as for a payment.
 */
export function payableAnswer(
  ctx: OrderContext,
  amount: number | undefined,
  purpose: PaymentPurpose,
): Payable {
  const now = payableNow(payableOf(ctx), amount, purpose);
  if (now === undefined) {
    const key = purpose === 'extension' ? 'extensionNotOffered' : 'nothingToRepay';
    throw new AppError(codes.conflict, copy.later(key), 409);
  }
  const kind =
    purpose === 'extension'
      ? 'extension'
      : now.option.exit
        ? 'exit'
        : now.settles
          ? 'settle'
          : 'instalments';
  return { amount: now.option.amount, amountChanged: now.changed, kind };
}
