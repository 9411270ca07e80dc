import { describe, expect, it } from 'vitest';
import type { Repayment } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { paymentProviders } from '../../../providers/configured.ts';
import type { PaymentProvider } from '../../../providers/payment-provider.ts';
import { releasePending } from './pending-payment.ts';
import { newRepayment } from '../repayment-record.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';

const now = new Date('2026-03-10T10:00:00.000Z'); // 15:30 in Kolkata

function pendingGateway(): Repayment {
  const row = newRepayment(
    {
      order_id: 7,
      borrower_id: 1,
      channel: 'gateway',
      provider: 'sandbox',
      amount: 1_045_500,
      gateway_ref: 'ref-1',
      gateway_method: 'netbanking',
    },
    30 * 60_000,
    now,
  );
  return { ...row, id: 3 } as Repayment;
}

function fakes(pending: Repayment, cancels: boolean) {
  const closed: string[] = [];
  const repo = {
    pendingRepayment: async () => pending,
    closeRepayment: async (_id: number, _status: string, reason: string) => {
      closed.push(reason);
      return true;
    },
  } as unknown as RepaymentRepository;
  const provider = {
    name: 'sandbox',
    cancelGateway: async () => cancels,
  } as unknown as PaymentProvider;
  return { deps: { repo, providers: paymentProviders({ IN: provider, ID: null }) }, closed };
}

const order = { id: 7, region: 'IN' as const };

describe('releasePending', () => {
  it('cancels a hosted page the provider can stop', async () => {
    const { deps, closed } = fakes(pendingGateway(), true);
    await releasePending(deps, order, () => false, 'en', now);
    expect(closed).toEqual(['methodChanged']);
  });

  it('keeps the payment asked for again', async () => {
    const { deps, closed } = fakes(pendingGateway(), true);
    await releasePending(deps, order, () => true, 'en', now);
    expect(closed).toEqual([]);
  });

  it('says what is pending and until when when the provider cannot stop it (800005)', async () => {
    const { deps, closed } = fakes(pendingGateway(), false);
    const refusal = await releasePending(deps, order, () => false, 'en', now).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: '800005',
      detail:
        'Your Net banking payment of ₹10,455.00 is still open until 10 Mar 2026, 16:00. Finish or cancel it there, or choose another way to pay after 10 Mar 2026, 16:00',
    });
    expect(closed).toEqual([]);
  });
});
