import { pageEventSave, productLink } from '@tenor/contract/endpoints/loans';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';
import { itemEvent } from '../recommended-items.ts';

export interface ItemTap {
  productId: number;
  /** Index of the item in the list as shown. */
  index: number;
}

/**
 * docs/screens.md "Recommended item": a tapped recommended item records the page event (answer ignored), then asks
 * for the product link. A refusal is toasted by the HTTP layer.
 */
export async function openItemLink({ productId, index }: ItemTap) {
  const event = itemEvent(productId, index);
  await call(pageEventSave, event, { quiet: true });
  return call(productLink, event);
}

/**
 * One item at a time. The link goes through the safe URL opener: same-origin paths in
 * the app, allow-listed https in the WebView, allow-listed app schemes to the bridge.
 */
export function useOpenItem() {
  const openUrl = useOpenUrl();
  const item = useSingleFlight({
    mutationFn: openItemLink,
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.url);
    },
  });
  return { open: item.run, busyProductId: item.isPending ? item.variables.productId : undefined };
}
