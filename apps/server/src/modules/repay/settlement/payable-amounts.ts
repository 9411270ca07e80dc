/**
 * Which amounts an order accepts, so an issued account, a card charge or a gateway page
 * always carries an amount the order can take whole:
 *
 * - `repay`: the total of the next k unpaid periods, in plan order, for k = 1 … all of
 *   them. A day loan has one period, so only its outstanding; an instalment loan also
 *   takes any run of next periods (what the instalment screen's ticks add up to).
 * - `extension`: exactly the extension fee, and only while the order may be extended.
 * - India's cooling-off exit (decision 058): a `repay` amount of its own, exactly the exit
 *   quote, while the look-up period runs; it closes the order (apply-payment.ts).
 * - The payoff quote (decision 061): a `repay` amount of its own, exactly today's quote when it
 *   is less than the whole outstanding; it closes the order (apply-payment.ts).
 *
 * Requests say which one they mean (generate-vcode: `isDisplay` 1 = the extension fee,
 * as the delay screen sends it); anything else is refused with 1001.
 */
import type { PaymentPurpose, PeriodStatus } from '../../../db/schema.ts';
import { isRepayable } from '../../../domain/orders/order-flags.ts';

export interface PayableOption {
  amount: number;
  purpose: PaymentPurpose;
  /** Plan periods the amount pays (0 for the extension fee and the exit). */
  periods: number;
  /** The cooling-off exit quote: paying it closes the loan (decision 058). */
  exit?: true;
  /** Today's payoff quote: paying it closes the loan (decision 061). */
  payoff?: true;
}

export interface PayableInput {
  status: number;
  /** The order's plan in period order. */
  plan: readonly { status: PeriodStatus; total: number }[];
  /** The extension fee when the order may be extended now, otherwise null. */
  extensionFee: number | null;
  /** India: the cooling-off exit quote while it is offered, otherwise null (decision 058). */
  exitAmount?: number | null;
  /** Today's payoff quote of a loan that owes money, otherwise null (decision 061). */
  payoffAmount?: number | null;
}

export function payableOptions({
  status,
  plan,
  extensionFee,
  exitAmount = null,
  payoffAmount = null,
}: PayableInput): PayableOption[] {
  if (!isRepayable(status)) return [];
  const options: PayableOption[] =
    exitAmount === null ? [] : [{ amount: exitAmount, purpose: 'repay', periods: 0, exit: true }];
  const open = plan.filter((x) => x.status !== 'paid');
  let sum = 0;
  const planOptions = open.map((p, i): PayableOption => {
    sum += p.total;
    return { amount: sum, purpose: 'repay', periods: i + 1 };
  });
  // A quote the plan takes anyway (the whole outstanding on the last day) is the plan's own.
  if (
    payoffAmount !== null &&
    payoffAmount !== exitAmount &&
    !planOptions.some((o) => o.amount === payoffAmount)
  )
    options.push({ amount: payoffAmount, purpose: 'repay', periods: open.length, payoff: true });
  options.push(...planOptions);
  if (extensionFee !== null && extensionFee > 0) {
    options.push({ amount: extensionFee, purpose: 'extension', periods: 0 });
  }
  return options;
}

/** An amount of the plan: not a quote paid only by its exact amount (exit, payoff). */
const isPlanOption = (o: PayableOption) => o.exit === undefined && o.payoff === undefined;

export type AmountRefusal =
  /** Nothing is owed (not disbursed yet, or settled). */
  | { reason: 'nothingToPay' }
  /** The extension fee was asked for but the order cannot be extended. */
  | { reason: 'noExtension' }
  | { reason: 'notOutstanding' | 'notInstalments' | 'notExtensionFee'; expected: number };

export type AmountCheck = { ok: true; option: PayableOption } | ({ ok: false } & AmountRefusal);

export function checkAmount(
  options: readonly PayableOption[],
  amount: number,
  purpose: PaymentPurpose,
): AmountCheck {
  const candidates = options.filter((o) => o.purpose === purpose);
  const match = candidates.find((o) => o.amount === amount);
  if (match !== undefined) return { ok: true, option: match };
  if (purpose === 'extension') {
    const fee = candidates[0];
    return fee === undefined
      ? { ok: false, reason: 'noExtension' }
      : { ok: false, reason: 'notExtensionFee', expected: fee.amount };
  }
  const periods = candidates.filter(isPlanOption);
  const outstanding = periods[periods.length - 1];
  if (outstanding === undefined) return { ok: false, reason: 'nothingToPay' };
  return {
    ok: false,
    reason: periods.length > 1 ? 'notInstalments' : 'notOutstanding',
    expected: outstanding.amount,
  };
}

export interface PayableNow {
  option: PayableOption;
  /** The asked amount was not one the order takes (a stale or altered link). */
  changed: boolean;
  /** The option repays everything still owed (the last repay option). */
  settles: boolean;
}

/**
 * What a payment page should pay for a link's amount (absent: the whole outstanding, or the
 * fee): the amount itself when the order takes it; otherwise the smallest amount the order
 * takes that covers it (a stale link after a late charge, or a tampered one), else all of
 * it. Undefined when nothing is owed for this purpose.
 */
export function payableNow(
  options: readonly PayableOption[],
  amount: number | undefined,
  purpose: PaymentPurpose,
): PayableNow | undefined {
  const candidates = options.filter((o) => o.purpose === purpose);
  // The exit and the payoff are paid only by their exact amount; any other link pays the plan.
  const periods = candidates.filter(isPlanOption);
  const last = periods[periods.length - 1];
  if (last === undefined) return undefined;
  const exact = candidates.find((o) => o.amount === amount);
  const option =
    exact ?? (amount === undefined ? last : (periods.find((o) => o.amount >= amount) ?? last));
  return {
    option,
    changed: amount !== undefined && exact === undefined,
    settles: purpose === 'repay' && (option === last || option.payoff === true),
  };
}
