import { serviceEventSave } from '@tenor/contract/endpoints/loans';
import { BORROW_MORE_EVENT } from '@tenor/contract/rules';
import { bridge } from '../../../lib/bridge.ts';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

/** "Borrow more": records the event (answer ignored), then the app opens the product. */
export async function borrowMore(productId: number): Promise<void> {
  await call(serviceEventSave, { productId, ...BORROW_MORE_EVENT }, { quiet: true });
  bridge.openProductDetail(productId);
}

/** One borrow-more at a time. */
export function useBorrowMore() {
  return useSingleFlight({ mutationFn: borrowMore }).run;
}
