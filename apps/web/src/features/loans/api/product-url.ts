import type { CallResult } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

/**
 * Asks for a product's link and opens it, one product at a time (applying, a recommended
 * item). `linkOf` records the tap and asks for the link; a refusal is toasted by the HTTP layer.
 * The link goes through the safe URL opener: same-origin paths in the app, allow-listed https in
 * the WebView, allow-listed app schemes to the bridge. `busyProductId`: whose link is on its way.
 */
export function useProductUrl<V extends { productId: number }>(
  linkOf: (variables: V) => Promise<CallResult<{ url: string }>>,
) {
  const openUrl = useOpenUrl();
  const flight = useSingleFlight({
    mutationFn: linkOf,
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.url);
    },
  });
  return {
    run: flight.run,
    busyProductId: flight.isPending ? flight.variables.productId : undefined,
  };
}
