import { loansArea } from '../../../shared/http/areas.ts';
import { call } from '../../../shared/http/call.ts';
import { itemEvent } from '../recommended-items.ts';
import { useProductUrl } from './product-url.ts';

const pageEventSave = loansArea('pageEventSave');
const productLink = loansArea('productLink');

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

/** Opens one item's link at a time. */
export function useOpenItem() {
  const { run, busyProductId } = useProductUrl(openItemLink);
  return { open: run, busyProductId };
}
