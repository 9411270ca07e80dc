import type { PaymentAccount } from '../../../db/schema.ts';

/** What became of an issued account: closed is an account expired early for a reason (close-stale.ts). */
export function accountState(
  account: Pick<PaymentAccount, 'status' | 'closed_reason'>,
): 'open' | 'paid' | 'expired' | 'closed' | 'failed' {
  if (account.status === 'paid') return 'paid';
  if (account.closed_reason === 'failed') return 'failed';
  if (account.closed_reason !== null) return 'closed';
  return account.status;
}
