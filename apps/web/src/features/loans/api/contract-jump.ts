import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { contractJump } from '@tenor/contract/endpoints/loans';
import { CONTRACT_SCENE } from '@tenor/contract/rules';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';

/** An agreement link: asks for the agreement's address (scene 3), then opens it safely. */
export function useOpenAgreement(productId: number) {
  const openUrl = useOpenUrl();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (position: number) =>
      call(contractJump, { productId, scene: CONTRACT_SCENE, position }),
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.contractUrl);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const open = (position: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(position);
  };
  return { open, busyPosition: mutation.isPending ? mutation.variables : undefined };
}
