/**
 * E-wallet one-off payments in Indonesia (decision 077): DANA, OVO and ShopeePay through the
 * provider's payment request, issued like QRIS as an account (pay type 5) so one bill per
 * order, amount and purpose, the lost-answer recovery, the status watch, the receipt and the
 * reconciler are the virtual account's (va-service.ts). What is the wallet's own lives here:
 * which wallet takes the amount, where the wallet sends the borrower back, and what became of
 * a request the borrower left — asked of the provider, never taken from the page's word.
 */
import { EWALLET_PAY_TYPE } from '@tenor/contract/pay-codes';
import { codes } from '@tenor/contract/envelope';
import { formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { pagePaths } from '@tenor/contract/paths';
import { EWALLETS, type EwalletCode, isEwalletCode, walletTakes } from '@tenor/contract/ewallets';
import type { NewPaymentAccount, PaymentAccount } from '../../../db/schema.ts';
import { refusalIn } from '../../../http/app-error.ts';
import type { Lang } from '../../../i18n.ts';
import type { PaymentProvider } from '../../../providers/payment-provider.ts';
import type { AccountRepository } from '../va/account-repository.ts';
import { copy } from '../copy.ts';

type BillKey = Pick<NewPaymentAccount, 'order_id' | 'pay_code' | 'amount' | 'purpose'>;

/** The wallet a pay-type-5 bill names, refused (1001, with the reason) when it cannot take the amount. */
export function walletFor(
  payCode: string,
  amount: number,
  region: Region,
  lang: Lang,
): EwalletCode | undefined {
  if (!isEwalletCode(payCode)) return undefined;
  if (!walletTakes(payCode, amount)) {
    const params = {
      wallet: EWALLETS[payCode].name,
      max: formatMoney(region, EWALLETS[payCode].max),
    };
    throw refusalIn(lang, codes.invalid, copy.later('walletTooLarge', params), 400);
  }
  return payCode;
}

/**
 * Where the wallet sends the borrower back, approved or not: the bill's receipt, which asks
 * the server what happened (the address says nothing it believes) and shows the payment, that
 * it is still on its way, or that the wallet did not take it with the way to pay again.
 */
export function walletReturnUrl(
  origin: string,
  bill: { orderId: number; productId?: number | undefined; vcode: string },
): string | undefined {
  if (origin === '') return undefined;
  const query = new URLSearchParams({
    orderId: String(bill.orderId),
    ...(bill.productId === undefined ? {} : { productId: String(bill.productId) }),
    vcode: bill.vcode,
  });
  return `${origin}${pagePaths.repayReceipt}?${query.toString()}`;
}

/**
 * Before a bill is asked for again: its open request is asked of the provider, and one the
 * wallet refused or let expire is closed here, so the ask makes a new request (a fresh bill
 * number, so a fresh idempotency key). One still awaiting the borrower, or paid, is kept.
 */
export async function retireFailedRequest(
  provider: PaymentProvider,
  repo: Pick<AccountRepository, 'openAccount' | 'closeFailed'>,
  key: BillKey,
  now: Date,
): Promise<void> {
  const open = await repo.openAccount(key);
  if (open === undefined || open.pay_type !== EWALLET_PAY_TYPE) return;
  await walletState(provider, repo, open, now);
}

/**
 * An open e-wallet request's state as the provider reports it: `failed` once the wallet
 * refused or it expired there (closed here then), else as stored. A payment the provider
 * reports is applied by its callback or the reconciler, never here: this only reads.
 */
export async function walletState(
  provider: PaymentProvider,
  repo: Pick<AccountRepository, 'closeFailed'>,
  account: PaymentAccount,
  now: Date,
): Promise<'failed' | undefined> {
  if (account.pay_type !== EWALLET_PAY_TYPE || account.status !== 'open') return undefined;
  if (provider.walletOutcome === undefined) return undefined;
  // Not answered (a timeout, Xendit down): nothing is known, the bill stays as stored and the
  // page's watch or the next ask asks again.
  const outcome = await provider
    .walletOutcome(account.account_no, account.provider_ref)
    .catch(() => 'open' as const);
  if (outcome !== 'failed') return undefined;
  return (await repo.closeFailed(account.id, now)) ? 'failed' : undefined;
}
