/**
 * The demo payment provider. Virtual accounts and payment codes are numbers with each
 * bank's or market's prefix; a payment is reported through the same signed webhook a
 * real provider would call (`POST /dev/payments/simulate` signs and sends it); card
 * charges always succeed; the hosted payment page is served by this server
 * (gateway-routes.ts). Demo mode only (config.ts).
 */
import { randomInt } from 'node:crypto';
import * as z from 'zod';
import type { PaymentProvider, PaySteps, StepsRequest } from './provider.ts';
import {
  bankMethods,
  bankMethodSteps,
  bankOf,
  banks,
  marketOf,
  marketPaySteps,
  markets,
} from './va-catalogue.ts';
import { SIGNATURE_HEADER, signBody, verifySignature } from './webhook-signature.ts';

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

export interface SandboxProvider extends PaymentProvider {
  /** The signature header value for a body, as the sandbox bank signs it. */
  sign(rawBody: string): string;
}

function steps(request: StepsRequest): PaySteps {
  const values = {
    number: request.accountNo,
    amount: request.amountText,
    merchant: request.merchant,
  };
  if (request.payType === 2) {
    const market = marketOf(request.payCode);
    return { bank: [], market: market ? marketPaySteps(market, request.lang, values) : [] };
  }
  const bank = bankOf(request.payCode);
  if (bank === undefined) return { bank: [], market: [] };
  const chosen = bankMethods[request.specificNum - 1];
  return {
    bank: (chosen ? [chosen] : bankMethods).map((method) => ({
      name: method,
      steps: bankMethodSteps(bank, method, request.lang, values),
    })),
    market: [],
  };
}

export function sandboxProvider(secret: string): SandboxProvider {
  return {
    name: SANDBOX,
    // One catalogue for both markets; a real provider answers its own per region.
    channels: () => ({
      banks: banks.map((b) => ({
        payCode: b.payCode,
        bankName: b.bankName,
        methods: [...bankMethods],
      })),
      markets: markets.map((m) => ({ payCode: m.payCode, name: m.name })),
    }),
    async issueAccount({ payType, payCode }) {
      const prefix = (payType === 1 ? bankOf(payCode) : marketOf(payCode))?.prefix ?? '9';
      return { accountNo: `${prefix}${randomDigits(ACCOUNT_DIGITS - prefix.length)}` };
    },
    steps,
    verifyWebhook: (rawBody, headers) =>
      verifySignature(secret, rawBody, headers[SIGNATURE_HEADER]),
    parseWebhook(rawBody) {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const parsed = sandboxWebhookBody.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
    chargeCard: async () => true,
    gatewayUrl: sandboxGatewayUrl,
    sign: (rawBody) => signBody(secret, rawBody),
  };
}
