/**
 * The demo payment provider. Virtual accounts and payment codes are numbers with each
 * bank's or market's prefix; a payment is reported through the same signed webhook a
 * real provider would call (`POST /dev/payments/simulate` signs and sends it). Like a
 * real bank it takes one payment into an account and none into an account Tenor closed
 * (`sandbox_closed_accounts`), and records the refunds Tenor asks for (`sandbox_refunds`); card
 * charges always succeed, once per reference, and are kept in `sandbox_charges` so the
 * sandbox can say after a crash whether a charge happened; the hosted payment page is
 * served by this server (gateway-routes.ts). Demo mode only (config.ts).
 */
import { randomInt } from 'node:crypto';
import * as z from 'zod';
import { payChannels } from '@tenor/contract/endpoints/repay';
import { UPI_PAY_CODE } from '@tenor/contract/pay-codes';
import type { Db } from '../db/database.ts';
import { toIso } from '../db/time.ts';
import type { PaymentProvider, PaySteps, StepsRequest } from './payment-provider.ts';
import {
  bankMethods,
  bankOf,
  banks,
  catalogueSteps,
  marketOf,
  markets,
  UPI_HANDLE,
  upiPaySteps,
} from './sandbox-catalogue.ts';
import { sandboxQris } from './sandbox-qris.ts';
import { SIGNATURE_HEADER, signBody, verifySignature } from './webhook-signature.ts';
import { webhookJson } from './webhook-json.ts';
import { rowBy } from '../db/row-by.ts';

export const SANDBOX = 'sandbox';
export const GATEWAY_PATH = '/sandbox/gateway';
/** Virtual account numbers and payment codes have this many digits. */
export const ACCOUNT_DIGITS = 16;

/** The sandbox's hosted payment page for a gateway repayment. */
export const sandboxGatewayUrl = (ref: string): string =>
  `${GATEWAY_PATH}?ref=${encodeURIComponent(ref)}`;

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** The body the sandbox bank posts to `/repay/webhook/sandbox`. */
export const sandboxWebhookBody = z.object({
  eventId: z.string().min(1).max(100),
  accountNo: z.string().min(1).max(64),
  amount: z.int().nonnegative(),
  paidAt: z.iso.datetime(),
});
export type SandboxWebhookBody = z.infer<typeof sandboxWebhookBody>;

/** Why the sandbox bank takes no money into an account. */
export type SandboxRefusal = 'paid' | 'closed';

export interface SandboxProvider extends PaymentProvider {
  /** The signature header value for a body, as the sandbox bank signs it. */
  sign(rawBody: string): string;
  /**
   * Takes a payment into an account once (a fixed account is single-use): null when taken,
   * otherwise why not — paid already, or closed by Tenor.
   */
  accept(accountNo: string): Promise<SandboxRefusal | null>;
  /** Gives an account back its one payment when the webhook refused the one taken. */
  reopen(accountNo: string): Promise<void>;
  /**
   * The sandbox wallet declines an e-wallet request (decision 077): it takes no payment from
   * then on, and `walletOutcome` answers `failed`. False when it was paid or closed already.
   */
  decline(accountNo: string): Promise<boolean>;
  /** Takes the money for `reference` once (its card charge, or Pay on its hosted page). */
  capture(
    reference: string,
    amount: number,
    method: { bankCode: string; last4: string },
  ): Promise<void>;
}

function steps(request: StepsRequest): PaySteps {
  if (request.payType !== 3) return catalogueSteps(request);
  return { bank: [{ name: UPI_PAY_CODE, steps: upiPaySteps(request) }], market: [] };
}

export interface SandboxOptions {
  /**
   * Delay of the card charge's answer after the charge is recorded, as a slow bank would
   * answer (operators try the "charging" state with it; the crash test needs the gap).
   */
  cardLatencyMs: number;
}

export function sandboxProvider(
  secret: string,
  db: Db,
  { cardLatencyMs }: SandboxOptions = { cardLatencyMs: 0 },
): SandboxProvider {
  const capture: SandboxProvider['capture'] = async (reference, amount, { bankCode, last4 }) => {
    await db
      .insertInto('sandbox_charges')
      .values({ reference, amount, bank_code: bankCode, last4, created_at: toIso(new Date()) })
      .onConflict((oc) => oc.column('reference').doNothing())
      .execute();
  };
  /** Marks an account as taking no more money; false when it already took none. */
  const closeAt = async (accountNo: string, reason: SandboxRefusal): Promise<boolean> => {
    const row = await db
      .insertInto('sandbox_closed_accounts')
      .values({ account_no: accountNo, reason, closed_at: toIso(new Date()) })
      .onConflict((oc) => oc.column('account_no').doNothing())
      .returning('account_no')
      .executeTakeFirst();
    return row !== undefined;
  };
  return {
    name: SANDBOX,
    sendsOtherEvents: false,
    // Every rail in both markets: what each market offers is the configuration's choice.
    payChannels: () => payChannels,
    // Virtual accounts and mini markets are Indonesian; India pays by UPI and the gateway.
    channels: (region) =>
      region === 'ID'
        ? {
            banks: banks.map((b) => ({
              payCode: b.payCode,
              bankName: b.bankName,
              methods: [...bankMethods],
            })),
            markets: markets.map((m) => ({ payCode: m.payCode, name: m.name })),
            upi: false,
          }
        : { banks: [], markets: [], upi: true },
    async issueAccount({ payType, payCode, amount, returnUrl }) {
      if (payType === 3) return { accountNo: `tenor.${randomDigits(12)}@${UPI_HANDLE}` };
      if (payType === 4) {
        const accountNo = `QR${randomDigits(ACCOUNT_DIGITS - 2)}`;
        return { accountNo, intentUrl: sandboxQris(accountNo, amount) };
      }
      if (payType === 5) {
        // No wallet app in the demo: the borrower is "sent back" at once, and /dev/* pays
        // (`/dev/payments/simulate`) or declines (`/dev/payments/decline`) the request.
        const accountNo = `EW${randomDigits(ACCOUNT_DIGITS - 2)}`;
        return { accountNo, intentUrl: returnUrl ?? '' };
      }
      const prefix = (payType === 1 ? bankOf(payCode) : marketOf(payCode))?.prefix ?? '9';
      return { accountNo: `${prefix}${randomDigits(ACCOUNT_DIGITS - prefix.length)}` };
    },
    steps,
    verifyWebhook: (rawBody, headers) =>
      verifySignature(secret, rawBody, headers[SIGNATURE_HEADER]),
    parseWebhook(rawBody) {
      const parsed = sandboxWebhookBody.safeParse(webhookJson(rawBody));
      return parsed.success ? parsed.data : null;
    },
    capture,
    async chargeCard({ reference, amount, bankCode, last4 }) {
      await capture(reference, amount, { bankCode, last4 });
      if (cardLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, cardLatencyMs));
      return true;
    },
    async chargeStatus(reference) {
      const row = await rowBy(db, 'sandbox_charges', { reference }, ['reference']);
      return row === undefined ? 'failed' : 'succeeded';
    },
    openGateway: async ({ ref }) => ({ url: sandboxGatewayUrl(ref) }),
    // The sandbox's hosted page reads the repayment itself: closed there, its Pay is refused.
    cancelGateway: async () => true,
    async closeAccount(accountNo) {
      await closeAt(accountNo, 'closed');
    },
    async refund({ reference, accountNo, amount }) {
      await db
        .insertInto('sandbox_refunds')
        .values({ reference, account_no: accountNo, amount, created_at: toIso(new Date()) })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      return true;
    },
    sign: (rawBody) => signBody(secret, rawBody),
    async accept(accountNo) {
      if (await closeAt(accountNo, 'paid')) return null;
      const row = await rowBy(db, 'sandbox_closed_accounts', { account_no: accountNo }, ['reason']);
      return row?.reason ?? 'closed';
    },
    // Declined or closed, a sandbox wallet's request takes nothing more: `failed` to Tenor,
    // which asks only about requests it still holds open.
    decline: (accountNo) => closeAt(accountNo, 'closed'),
    async walletOutcome(accountNo) {
      const row = await rowBy(db, 'sandbox_closed_accounts', { account_no: accountNo }, ['reason']);
      if (row?.reason === 'paid') return 'paid';
      return row === undefined ? 'open' : 'failed';
    },
    async reopen(accountNo) {
      await db
        .deleteFrom('sandbox_closed_accounts')
        .where('account_no', '=', accountNo)
        .where('reason', '=', 'paid')
        .execute();
    },
  };
}
