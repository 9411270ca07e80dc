import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { pageEventSave, productApply } from '@tenor/contract/endpoints/loans';
import { moduleIdForScene } from '@tenor/contract/rules';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';

export interface ApplyVariables {
  productId: number;
  /** Index of the card in the list (the event's positionId). */
  position: number;
  scene: string | undefined;
}

/**
 * Spec §7: record the tap (answer ignored), then ask for the product link. A refusal is
 * toasted by the HTTP layer and resolves as a failed result.
 */
export async function applyProduct({ productId, position, scene }: ApplyVariables) {
  const moduleId = moduleIdForScene(scene);
  await call(pageEventSave, { productId, moduleId, positionId: position }, { quiet: true });
  return call(productApply, { productId, moduleId, scene });
}

/** Applies for one product at a time; taps while a request runs are ignored. */
export function useApplyProduct() {
  const openUrl = useOpenUrl();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: applyProduct,
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.url);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const apply = (variables: ApplyVariables) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(variables);
  };
  const busyProductId = mutation.isPending ? mutation.variables.productId : undefined;
  return { apply, busyProductId };
}
