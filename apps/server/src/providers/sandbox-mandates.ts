/**
 * The demo's UPI AutoPay (decision 072), e-NACH (decision 078) and Indonesia's linked wallets
 * (decision 076): a mandate is approved, declined, paused or cancelled "in the UPI app", "at
 * the bank" or "in the wallet app" through the sandbox API (`/dev/autopay/event`); e-NACH is
 * signed on the sandbox bank's page (SANDBOX_BANK_PATH) and confirmed by that API, a wallet
 * linked on the sandbox wallet's page (SANDBOX_WALLET_PATH; both pages in
 * modules/repay/mandate/sandbox-bank.ts); each debit is captured
 * at once, once per ref (kept in `sandbox_charges`, so the status asked after a crash is
 * true), unless the sandbox was told to fail the mandate's next one. Demo mode only.
 */
import type { MandateRail } from './mandate-rail.ts';
import type { SandboxProvider } from './sandbox-payment.ts';

/** The sandbox bank's page, where an e-NACH mandate is signed in demo mode. */
export const SANDBOX_BANK_PATH = '/sandbox/enach';
/** The sandbox wallet's page, where an Indonesian wallet is linked in demo mode (decision 076). */
export const SANDBOX_WALLET_PATH = '/sandbox/wallet';

export interface SandboxMandates extends MandateRail {
  /** The next debit on this token is declined by the bank. */
  failNextDebit(tokenRef: string): void;
}

export function sandboxMandates(charges: {
  capture(reference: string, amount: number): Promise<void>;
  captured(reference: string): Promise<boolean>;
}): SandboxMandates {
  const failing = new Set<string>();
  const page = (path: string, query: Record<string, string>) =>
    `${path}?${new URLSearchParams(query).toString()}`;
  return {
    linksWallets: true,
    register: (terms) =>
      Promise.resolve({
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
      }),
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
