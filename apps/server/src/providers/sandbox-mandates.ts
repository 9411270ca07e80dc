/**
 * The demo's UPI AutoPay (decision 072), e-NACH (decision 078) and Indonesia's linked wallets
 * (decision 076): a mandate is approved, declined, paused or cancelled "in the UPI app", "at
 * the bank" or "in the wallet app" through the sandbox API (`/dev/autopay/event`); e-NACH is
 * signed on the sandbox bank's page (SANDBOX_BANK_PATH) and confirmed by that API, a wallet
 * linked on the sandbox wallet's page (SANDBOX_WALLET_PATH; both pages in
 * modules/repay/mandate/sandbox-bank.ts), a BRI card linked with the code the sandbox bank texts
 * to the demo's outbox (decision 081); each debit is captured
 * at once, once per ref (kept in `sandbox_charges`, so the status asked after a crash is
 * true), unless the sandbox was told to fail the mandate's next one. Demo mode only.
 */
import { randomInt } from 'node:crypto';
import { MandateCodeError } from './mandate-code.ts';
import type { MandateRail, MandateTerms } from './mandate-rail.ts';
import type { SandboxProvider } from './sandbox-payment.ts';

/** The sandbox bank's page, where an e-NACH mandate is signed in demo mode. */
export const SANDBOX_BANK_PATH = '/sandbox/enach';
/** The sandbox wallet's page, where an Indonesian wallet is linked in demo mode (decision 076). */
export const SANDBOX_WALLET_PATH = '/sandbox/wallet';

export interface SandboxMandates extends MandateRail {
  /** The next debit on this token is declined by the bank. */
  failNextDebit(tokenRef: string): void;
  /**
   * Where the sandbox bank's SMS with its code goes (decision 081): the demo's outbox, wired
   * by the mandate routes, which hold the SMS and its words.
   */
  onCode(send: (card: NonNullable<MandateTerms['card']>, code: string) => Promise<void>): void;
}

/** The sandbox bank's code: valid five minutes, three tries (decision 081). */
const CODE_MS = 5 * 60_000;
const CODE_TRIES = 3;

export function sandboxMandates(charges: {
  capture(reference: string, amount: number): Promise<void>;
  captured(reference: string): Promise<boolean>;
}): SandboxMandates {
  const failing = new Set<string>();
  const codes = new Map<string, { code: string; at: number; tries: number; lastFour: string }>();
  let sendCode: (card: NonNullable<MandateTerms['card']>, code: string) => Promise<void> = () =>
    Promise.resolve();
  const page = (path: string, query: Record<string, string>) =>
    `${path}?${new URLSearchParams(query).toString()}`;
  return {
    linksWallets: true,
    async register(terms) {
      if (terms.card !== undefined) {
        // The bank texts a code to the phone it knows; the borrower types it on /autopay.
        const authRef = `sbx_auth_${terms.ref}`;
        const code = String(100_000 + randomInt(900_000));
        codes.set(authRef, { code, at: Date.now(), tries: 0, lastFour: terms.card.lastFour });
        await sendCode(terms.card, code);
        return { customerRef: 'sbx_cust', authRef, intentUrl: null };
      }
      return {
        customerRef: 'sbx_cust',
        authRef: `sbx_auth_${terms.ref}`,
        intentUrl:
          terms.wallet !== undefined
            ? page(SANDBOX_WALLET_PATH, { ref: terms.ref, wallet: terms.wallet.channel })
            : terms.bank !== undefined
              ? page(SANDBOX_BANK_PATH, { ref: terms.ref })
              : `upi://mandate?${new URLSearchParams({
                  pa: 'tenor@sandbox',
                  pn: 'Tenor',
                  tr: terms.ref,
                  am: (terms.maxAmount / 100).toFixed(2),
                  amrule: 'MAX',
                  recur: 'ASPRESENTED',
                  cu: 'INR',
                })
                  .toString()
                  .replace(/\+/g, '%20')}`,
      };
    },
    async verify(_customerRef, authRef, code) {
      const held = codes.get(authRef);
      if (held === undefined || Date.now() - held.at > CODE_MS) {
        codes.delete(authRef);
        throw new MandateCodeError('expired');
      }
      if (held.code !== code) {
        held.tries += 1;
        if (held.tries < CODE_TRIES) throw new MandateCodeError('wrong');
        codes.delete(authRef);
        throw new MandateCodeError('locked');
      }
      codes.delete(authRef);
      return Promise.resolve({ tokenRef: `sbx_token_${authRef}`, lastFour: held.lastFour });
    },
    announce: () => Promise.resolve(),
    async debit(request) {
      if (await charges.captured(request.ref)) {
        return { state: 'captured', paymentRef: `sbx_pay_${request.ref}` };
      }
      if (failing.delete(request.tokenRef)) return { state: 'failed', paymentRef: null };
      await charges.capture(request.ref, request.amount);
      return { state: 'captured', paymentRef: `sbx_pay_${request.ref}` };
    },
    debitStatus: async (ref) =>
      (await charges.captured(ref))
        ? { state: 'captured', paymentRef: `sbx_pay_${ref}` }
        : { state: 'none', paymentRef: null },
    cancel: () => Promise.resolve(),
    parseEvent: () => null,
    failNextDebit: (tokenRef) => void failing.add(tokenRef),
    onCode: (send) => {
      sendCode = send;
    },
  };
}

/** The sandbox with its mandates: a debit is a sandbox charge of the debit's ref. */
export type SandboxWithMandates = SandboxProvider & { readonly mandates: SandboxMandates };

export const withSandboxMandates = (provider: SandboxProvider): SandboxWithMandates =>
  Object.assign(provider, {
    mandates: sandboxMandates({
      capture: (reference, amount) =>
        provider.capture(reference, amount, { bankCode: 'AUTOPAY', last4: '' }),
      captured: async (reference) => (await provider.chargeStatus(reference)) === 'succeeded',
    }),
  });
