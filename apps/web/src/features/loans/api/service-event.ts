import { useRef } from 'react';
import { serviceEventSave } from '@tenor/contract/endpoints/loans';
import { BORROW_MORE_EVENT } from '@tenor/contract/rules';
import { bridge } from '../../../app/bridge.ts';
import { call } from '../../../shared/http/call.ts';

/** "Borrow more": records the event (answer ignored), then the app opens the product. */
export async function borrowMore(productId: number): Promise<void> {
  await call(serviceEventSave, { productId, ...BORROW_MORE_EVENT }, { quiet: true });
  bridge.openProductDetail(productId);
}

/** One borrow-more at a time. */
export function useBorrowMore() {
  const inFlight = useRef(false);
  return (productId: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    void borrowMore(productId).finally(() => {
      inFlight.current = false;
    });
  };
}
