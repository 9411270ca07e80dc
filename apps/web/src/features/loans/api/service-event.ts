import { loansArea } from '../../../shared/http/areas.ts';
import { BORROW_MORE_EVENT } from '@tenor/contract/rules';
import { bridge } from '../../../lib/bridge.ts';
import { useAppHome } from '../../../shared/app-home.ts';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const serviceEventSave = loansArea('serviceEventSave');

/**
 * "Borrow more": records the event (answer ignored), then the app opens the product; outside
 * the app, the recommended products (useAppHome). One at a time.
 */
export function useBorrowMore() {
  const goHome = useAppHome();
  return useSingleFlight({
    mutationFn: async (productId: number) => {
      await call(serviceEventSave, { productId, ...BORROW_MORE_EVENT }, { quiet: true });
      goHome(() => bridge.openProductDetail(productId));
    },
  }).run;
}
