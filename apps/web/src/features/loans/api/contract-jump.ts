import { loansArea } from '../../../shared/http/areas.ts';
import { CONTRACT_SCENE } from '@tenor/contract/rules';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const contractJump = loansArea('contractJump');

export interface AgreementRequest {
  position: number;
  /** The amount and term on screen: a Key Fact Statement shows that loan's figures. */
  amount: number;
  periods: number;
}

/** An agreement link: asks for the agreement's address (scene 3), then opens it safely. */
export function useOpenAgreement(productId: number) {
  const openUrl = useOpenUrl();
  const jump = useSingleFlight({
    mutationFn: ({ position, amount, periods }: AgreementRequest) =>
      call(contractJump, { productId, scene: CONTRACT_SCENE, position, amount, periods }),
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.contractUrl);
    },
  });
  return { open: jump.run, busyPosition: jump.isPending ? jump.variables?.position : undefined };
}
