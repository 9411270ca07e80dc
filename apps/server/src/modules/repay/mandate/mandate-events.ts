/**
 * What the borrower's UPI app or bank did to a mandate or a debit, as the provider reported it
 * in a verified webhook (decisions 072, 078: e-NACH's token is signed first and confirmed or
 * rejected by the bank later), or as the provider answers when asked about a pending mandate
 * no webhook has moved for an hour.
 */
import type { MandateDebit } from '../../../db/schema.ts';
import type { MandateEvent, MandateMethod } from '../../../providers/mandate-rail.ts';
import type { PaymentProvider } from '../../../providers/payment-provider.ts';
import { BATCH, HOUR_MS, type MandateContext, unavailable } from './mandate-context.ts';

/** A registration link lasts 24 hours: a signature comes within them, and so does a verdict that outruns its webhook. */
const AWAIT_TOKEN_MS = 25 * HOUR_MS;

export function mandateEvents(
  ctx: MandateContext,
  failDebit: (debit: MandateDebit, now: Date) => Promise<void>,
) {
  const { repo } = ctx;

  async function onEvent(providerName: string, event: MandateEvent, now = new Date()) {
    if (event.kind === 'confirmed' || event.kind === 'rejected') {
      const mandate = await repo.byAuth(providerName, event.authRef);
      if (mandate === undefined) return 'unknown';
      if (event.kind === 'confirmed') {
        await repo.move(mandate.id, ['pending'], 'active', null, now, {
          token_ref: event.tokenRef,
        });
      } else await repo.move(mandate.id, ['pending'], 'failed', 'rejected', now);
      return event.kind;
    }
    if (event.kind === 'expired') {
      // The registration link lapsed unsigned: the borrower may set the mandate up again.
      const mandate = await repo.byAuth(providerName, event.authRef);
      if (mandate === undefined) return 'unknown';
      await repo.move(mandate.id, ['pending'], 'failed', 'expired', now);
      return event.kind;
    }
    if (event.kind === 'authorised') {
      // Signed at the bank: the token is kept, the mandate pending until the bank confirms it.
      const mandate = await repo.byAuth(providerName, event.authRef);
      if (mandate === undefined) return 'unknown';
      await repo.move(mandate.id, ['pending'], 'pending', null, now, { token_ref: event.tokenRef });
      return event.kind;
    }
    if (event.kind === 'debitFailed') {
      const debit = await repo.debitByRef(event.debitRef);
      if (debit === undefined) return 'unknown';
      await failDebit(debit, now);
      return event.kind;
    }
    // A direct debit's link may be named by its token at Xendit (`lat-…`, our auth ref) rather
    // than its payment method (decision 081).
    const mandate =
      (await repo.byToken(providerName, event.tokenRef)) ??
      (event.kind === 'cancelled' ? await repo.byAuth(providerName, event.tokenRef) : undefined);
    if (mandate === undefined) {
      // Webhooks are not ordered: the bank's verdict may come before the signature that names
      // the token. While an e-NACH mandate waits for its token, the provider is asked to send
      // it again (a 503 it retries for 24 hours), not told it was taken and then lost.
      const verdict = event.kind === 'tokenConfirmed' || event.kind === 'tokenRejected';
      if (
        verdict &&
        (await repo.awaitingToken(providerName, new Date(now.getTime() - AWAIT_TOKEN_MS)))
      )
        throw unavailable();
      return 'unknown';
    }
    // Changed outside Tenor: in the UPI app, or at the bank for e-NACH.
    const outside =
      mandate.method === 'enach' || mandate.method === 'directDebit'
        ? 'bank'
        : mandate.method === 'wallet'
          ? 'walletApp'
          : 'upiApp';
    if (event.kind === 'tokenConfirmed') {
      await repo.move(mandate.id, ['pending'], 'active', null, now);
    }
    if (event.kind === 'tokenRejected') {
      await repo.move(mandate.id, ['pending'], 'failed', 'rejected', now);
    }
    if (event.kind === 'paused') await repo.move(mandate.id, ['active'], 'paused', outside, now);
    if (
      (event.kind === 'resumed' || event.kind === 'tokenConfirmed') &&
      mandate.status_reason === outside
    ) {
      await repo.move(mandate.id, ['paused'], 'active', null, now);
    }
    if (event.kind === 'cancelled') {
      await repo.move(mandate.id, ['pending', 'active', 'paused'], 'cancelled', outside, now);
      await ctx.voidNotified(mandate.id, now);
    }
    return event.kind;
  }

  /** A verified webhook body: handled when it is about a mandate, else null. */
  async function receive(provider: PaymentProvider, rawBody: Buffer): Promise<string | null> {
    const event = provider.mandates?.parseEvent(rawBody) ?? null;
    return event === null ? null : onEvent(provider.name, event);
  }

  /**
   * Pending mandates no webhook has moved for an hour: their provider is asked what happened
   * (a lost signature, a bank's verdict that never came, a link that lapsed), and its answer is
   * applied as the webhooks would have been; each is asked again an hour later at the soonest.
   */
  async function askPending(now: Date): Promise<void> {
    for (const mandate of await repo.quietPending(new Date(now.getTime() - HOUR_MS), BATCH)) {
      const ask = ctx.railOf(mandate.provider)?.rail;
      try {
        if (ask?.pendingStatus && mandate.auth_ref !== null && mandate.customer_ref !== null) {
          const events = await ask.pendingStatus({
            method: mandate.method as MandateMethod,
            ref: mandate.ref,
            customerRef: mandate.customer_ref,
            authRef: mandate.auth_ref,
            tokenRef: mandate.token_ref,
          });
          for (const event of events) await onEvent(mandate.provider, event, now);
        }
        await repo.asked(mandate.id, now);
      } catch (err) {
        ctx.log.warn({ err, mandateId: mandate.id }, 'a pending mandate was not asked about');
      }
    }
  }

  return { onEvent, receive, askPending };
}
