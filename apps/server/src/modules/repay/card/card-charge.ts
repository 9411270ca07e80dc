/**
 * Charging a card payment once: the claim (settlement.ts) decides, under the order's lock,
 * whether the order still owes the amount and whether this is the payment that settles it;
 * only then is the provider asked, with the repayment as its idempotency key. A charge whose
 * answer was lost is settled through the reconciler, never retried blindly.
 */
import { payments } from '../metrics.ts';
import { codes } from '@tenor/contract/envelope';
import type { BankCard, Repayment } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { ChargeReconciler } from '../settlement/charge-reconciler.ts';
import { repeat } from '../repayment-record.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import { copy } from '../copy.ts';

export function cardCharger(deps: {
  repo: RepaymentRepository;
  providers: PaymentProviders;
  reconciler: ChargeReconciler | null;
  /** Tells the provider what the payment closed (provider-follow-up.ts). */
  afterPayment: () => Promise<void>;
}) {
  const { repo, providers, reconciler } = deps;
  return {
    /**
     * Charges the card once: the claim (settlement.ts) decides, under the order's lock,
     * whether the order still owes this amount and whether this is the payment that settles
     * it; only then is the provider asked, with the repayment as its idempotency key.
     */
    async charge(record: Repayment, card: BankCard | undefined, now: Date): Promise<void> {
      if (card === undefined) throw new AppError(codes.notFound, copy.later('cardNotFound'), 404);
      // The provider the payment started with, even if the market has changed since.
      const provider = providers.named(record.provider);
      if (provider === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
      const claim = await repo.claimCharge(record.id, now);
      if (claim === 'repeat') throw repeat();
      // Paid another way meanwhile (the repayment is cancelled: no money moves).
      if (claim === 'nothingOwed')
        throw new AppError(codes.conflict, copy.later('nothingToRepay'), 409);
      if (claim === 'amountChanged')
        throw new AppError(codes.conflict, copy.later('repaymentClosed'), 409);
      const ok = await provider.chargeCard({
        bankCode: card.bank_code,
        last4: card.last4,
        amount: record.amount,
        reference: record.charge_ref,
      });
      payments.inc({ channel: 'card', outcome: ok ? 'charged' : 'declined' });
      if (!ok) {
        await repo.failCharge(record.id, 'chargeFailed', now);
        throw new AppError(codes.conflict, copy.later('chargeFailed'), 409);
      }
      // Null only when the reconciler finished it meanwhile: the money was applied all the same.
      await repo.completeRepayment(record.id, now);
      await deps.afterPayment();
    },

    /**
     * Before the order is shown or charged again: a charge of it that was lost (crash, lost
     * answer) is settled by asking the provider. True while a charge is still in progress.
     */
    async settleLostCharge(orderId: number, now: Date): Promise<boolean> {
      const pending = await repo.pendingRepayment(orderId);
      if (pending === undefined || pending.charging_at === null) return false;
      if (reconciler === null || !reconciler.isLost(pending, now)) return true;
      return (await reconciler.resolve(pending, now)) === 'unknown';
    },
  };
}
