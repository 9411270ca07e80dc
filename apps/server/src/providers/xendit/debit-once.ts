/**
 * A debit on a linked wallet (decision 076, payment-tokens.ts) or a BRI card (decision 081,
 * direct-debit.ts), made once: the reference is asked about first, so a debit whose answer was
 * lost, or a run that died, is found, not made again; then made in whole rupiah.
 */
import type { DebitRequest, DebitStatus } from '../mandate-rail.ts';
import { XenditError } from './errors.ts';
import { rupiahOf } from './wire.ts';

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
