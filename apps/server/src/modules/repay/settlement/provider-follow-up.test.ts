import { describe, expect, it } from 'vitest';
import type { PaymentRefund } from '../../../db/schema.ts';
import type { PaymentProvider, RefundRequest } from '../../../providers/payment-provider.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import type { AccountRepository } from '../va/account-repository.ts';
import { providerFollowUp } from './provider-follow-up.ts';

const silent = { info: () => {}, warn: () => {} };

function world() {
  const refund = {
    id: 4,
    notification_id: 9,
    provider: 'sandbox',
    account_no: '7701000011112222',
    order_id: 2,
    amount: 50_000,
    reason: 'accountClosed',
    reference: 'refund-q2Vb8mPz0Lr5Wc1A',
    status: 'pending',
    attempts: 0,
    created_at: '2026-03-10T10:00:00.000Z',
    refunded_at: null,
    event_id: 'evt-1',
  } satisfies PaymentRefund & { event_id: string };
  const closing = [{ id: 11, account_no: '8808000011112222' }];
  const marks: [number, boolean][] = [];
  const repo = {
    closingAccounts: async () => closing.splice(0),
    markClosedAtProvider: async () => {},
    pendingRefunds: async () => (refund.status === 'pending' ? [refund] : []),
    markRefund: async (id: number, refunded: boolean) => {
      marks.push([id, refunded]);
      if (refunded) (refund as { status: string }).status = 'refunded';
    },
  } as unknown as AccountRepository;
  const asked: RefundRequest[] = [];
  const closed: string[] = [];
  let down = true;
  const provider = {
    name: 'sandbox',
    closeAccount: async (accountNo: string) => {
      closed.push(accountNo);
    },
    refund: async (request: RefundRequest) => {
      asked.push(request);
      if (down) throw new Error('provider down');
      return true;
    },
  } as unknown as PaymentProvider;
  const stopped: string[] = [];
  const repayments = {
    gatewaysToStop: async () => (stopped.length === 0 ? [{ id: 9, gateway_ref: 'ref-9' }] : []),
    markGatewayStopped: async (id: number) => {
      stopped.push(`marked ${id}`);
    },
    pendingGatewayRefunds: async () => [],
  } as unknown as RepaymentRepository;
  const withPages = provider as unknown as { cancelGateway: (ref: string) => Promise<boolean> };
  withPages.cancelGateway = async (ref) => {
    stopped.push(ref);
    return true;
  };
  return { repo, repayments, provider, asked, closed, marks, stopped, up: () => (down = false) };
}

describe('providerFollowUp', () => {
  it('closes accounts at the provider and refunds once, retrying a refund that failed', async () => {
    const w = world();
    const followUp = providerFollowUp(w.repo, w.repayments, w.provider, silent);
    await followUp.run();
    expect(w.closed).toEqual(['8808000011112222']);
    // The hosted page of a repayment the order no longer needed is stopped once.
    expect(w.stopped).toEqual(['ref-9', 'marked 9']);
    expect(w.marks).toEqual([[4, false]]);

    w.up();
    await followUp.run();
    await followUp.run();
    expect(w.marks).toEqual([
      [4, false],
      [4, true],
    ]);
    // The row's own reference every time: the provider pays it once.
    expect(w.asked.map((r) => r.reference)).toEqual([
      'refund-q2Vb8mPz0Lr5Wc1A',
      'refund-q2Vb8mPz0Lr5Wc1A',
    ]);
    expect(w.asked[1]).toEqual({
      reference: 'refund-q2Vb8mPz0Lr5Wc1A',
      accountNo: '7701000011112222',
      eventId: 'evt-1',
      amount: 50_000,
    });
  });
});
