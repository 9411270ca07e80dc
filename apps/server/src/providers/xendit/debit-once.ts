/**
 * A debit on a linked wallet (decision 076, payment-tokens.ts) or a BRI card (decision 081,
 * direct-debit.ts): made once, the reference asked about first, so a debit whose answer was
 * lost, or a run that died, is found, not made again; then made in whole rupiah. And the
 * payment its callback reports.
 */
import type { DebitRequest, DebitStatus } from '../mandate-rail.ts';
import type { ReportedPayment } from '../payment-provider.ts';
import { XenditError } from './errors.ts';
import { SEN_PER_RUPIAH, rupiahOf } from './wire.ts';

export async function debitOnce(
  request: DebitRequest,
  status: (ref: string) => Promise<DebitStatus>,
  make: (rupiah: number) => Promise<DebitStatus>,
): Promise<DebitStatus> {
  const held = await status(request.ref);
  if (held.state !== 'none') return held;
  const rupiah = rupiahOf(request.amount);
  if (rupiah === null) throw new XenditError('refused', 'AMOUNT_NOT_WHOLE_RUPIAH');
  return make(rupiah);
}

/**
 * A debit the callback reports taken, as the gateway payment it is: our debit's ref (its
 * `reference_id`, the repayment's gateway ref) is what it pays; `eventId` is what a redelivery
 * and the status query share.
 */
export const debitPayment = (
  eventId: string,
  ref: string,
  rupiah: number,
  at: string,
): ReportedPayment => ({
  eventId,
  accountNo: ref,
  target: 'gateway',
  amount: Math.round(rupiah * SEN_PER_RUPIAH),
  paidAt: new Date(at).toISOString(),
});
