import { pageEventSave, productApply } from '@tenor/contract/endpoints/loans';
import { moduleIdForScene } from '@tenor/contract/rules';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

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

/** Applies for one product at a time. */
export function useApplyProduct() {
  const openUrl = useOpenUrl();
  const apply = useSingleFlight({
    mutationFn: applyProduct,
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.url);
    },
  });
  const busyProductId = apply.isPending ? apply.variables.productId : undefined;
  return { apply: apply.run, busyProductId };
}
