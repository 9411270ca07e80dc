import type { RecommendedItem } from '@tenor/contract/endpoints/loans';
import { moduleIdForScene } from '@tenor/contract/rules';

/**
 * How a recommended item (loan details, joint logon fail) behaves:
 * - `display`: globally '0' — shown with its caveats, no button;
 * - `disabled`: solving 0 — the button is there but off (a paused product);
 * - `link`: tapping records the event and opens the product link.
 */
export type ItemMode = 'link' | 'disabled' | 'display';

export function itemMode(item: Pick<RecommendedItem, 'globally' | 'solving'>): ItemMode {
  if (item.globally === '0') return 'display';
  return item.solving === 1 ? 'link' : 'disabled';
}

/**
 * Module id of these lists (docs/decisions/005): they have no scene, so the spec's
 * default apply module, 300; the position is the item's index in the list as shown.
 */
export const RECOMMENDED_ITEM_MODULE_ID = moduleIdForScene(undefined);

export function itemEvent(productId: number, index: number) {
  return { productId, moduleId: RECOMMENDED_ITEM_MODULE_ID, positionId: index };
}
