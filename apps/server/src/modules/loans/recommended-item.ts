import type { RecommendedItem } from '@tenor/contract/endpoints/loans';
import type { Product } from '../../db/schema.ts';
import type { Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { copy } from './copy.ts';
import { loanRateOf } from './product-card.ts';

/**
 * A product as a "recommended item" (docs/screens.md "Recommended item"): loan details' `recProducts` and the joint
 * logon fail list. Paused products are disabled (`solving` 0); a display-only product has
 * `globally` '0' and is shown without a link.
 */
export function toRecommendedItem(product: Product, lang: Lang): RecommendedItem {
  const active = product.status === 'active';
  const displayOnly = product.display_only === 1;
  return {
    productId: product.id,
    productLogo: product.logo,
    productName: product.name,
    globally: displayOnly ? '0' : '1',
    caveats: !active
      ? copy(lang, 'pausedCaveat')
      : displayOnly
        ? copy(lang, 'displayOnlyCaveat')
        : '',
    solving: active ? 1 : 0,
    buttonText: active ? contentText(lang, product.button_text) : copy(lang, 'pausedButton'),
    amountMin: product.amount_min,
    amountMax: product.amount_max,
    amountRangeDes: contentText(lang, product.amount_range_des),
    loanRate: loanRateOf(product, lang),
    productDesc: contentText(lang, product.description),
  };
}

/** The region's products (already in list order) as recommended items, leaving one out. */
export function recommendedItems(
  products: readonly Product[],
  lang: Lang,
  excludeProductId?: number,
): RecommendedItem[] {
  return products.filter((p) => p.id !== excludeProductId).map((p) => toRecommendedItem(p, lang));
}
