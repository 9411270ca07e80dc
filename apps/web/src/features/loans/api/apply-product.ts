import { loansArea } from '../../../shared/http/areas.ts';
import { moduleIdForScene } from '@tenor/contract/rules';
import { call } from '../../../shared/http/call.ts';
import { useProductUrl } from './product-url.ts';

const pageEventSave = loansArea('pageEventSave');
const productApply = loansArea('productApply');

export interface ApplyVariables {
  productId: number;
  /** Index of the card in the list (the event's positionId). */
  position: number;
  scene: string | undefined;
}

/**
 * docs/screens.md "Recommended products": record the tap (answer ignored), then ask for the product link. A refusal is
 * toasted by the HTTP layer and resolves as a failed result.
 */
export async function applyProduct({ productId, position, scene }: ApplyVariables) {
  const moduleId = moduleIdForScene(scene);
  await call(pageEventSave, { productId, moduleId, positionId: position }, { quiet: true });
  return call(productApply, { productId, moduleId, scene });
}

/** Applies for one product at a time, and opens the product's link. */
export function useApplyProduct() {
  const { run, busyProductId } = useProductUrl(applyProduct);
  return { apply: run, busyProductId };
}
