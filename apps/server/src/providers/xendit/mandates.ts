/**
 * Xendit's mandates in Indonesia: a linked wallet on Payments API v3 payment tokens (decision
 * 076, payment-tokens.ts) or a BRI debit card on the Direct Debit API, linked with the bank's
 * one-time code (decision 081, direct-debit.ts). The mandate's method picks the API.
 */
import type { MandateRail } from '../mandate-rail.ts';
import { webhookJson } from '../webhook-json.ts';
import { xenditDirectDebit } from './direct-debit.ts';
import type { XenditClient } from './http-client.ts';
import { xenditTokenRail } from './payment-tokens.ts';

export function xenditMandates(client: XenditClient): MandateRail {
  const wallets = xenditTokenRail(client);
  const cards = xenditDirectDebit(client);
  return {
    linksWallets: true,
    register: (terms) =>
      terms.card === undefined
        ? wallets.register(terms)
        : cards.link(terms.customer.ref ?? `${terms.ref}-c`, terms.customer.name, terms.card),
    verify: cards.verify,
    announce: wallets.announce,
    debit: (request) =>
      request.method === 'directDebit' ? cards.debit(request) : wallets.debit(request),
    debitStatus: (ref, method) =>
      method === 'directDebit' ? cards.status(ref) : wallets.debitStatus(ref),
    cancel: (customerRef, tokenRef, method, authRef) =>
      method === 'directDebit'
        ? cards.cancel(tokenRef, authRef)
        : wallets.cancel(customerRef, tokenRef, method),
    parseEvent: (rawBody) => wallets.parseEvent(rawBody) ?? cards.parseEvent(webhookJson(rawBody)),
  };
}
