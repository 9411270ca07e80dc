import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { pageEventSave, productLink } from '@tenor/contract/endpoints/loans';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { itemEvent } from '../recommended-items.ts';

export interface ItemTap {
  productId: number;
  /** Index of the item in the list as shown. */
  index: number;
}

/**
 * Spec §7: a tapped recommended item records the page event (answer ignored), then asks
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
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: openItemLink,
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.url);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const open = (tap: ItemTap) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(tap);
  };
  return { open, busyProductId: mutation.isPending ? mutation.variables.productId : undefined };
}
