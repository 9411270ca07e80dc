import type { RecommendedItem } from '@tenor/contract/endpoints/loans';
import type { Lender, Product } from '../../db/schema.ts';
import { lenderField } from '../../domain/products/lender-rules.ts';
import type { Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { copy } from './copy.ts';
import { offerable, offerTermsOf } from './offer-terms.ts';
import { loanRateOf } from './product-card.ts';

/**
 * A product as a "recommended item" (docs/screens.md "Recommended item"): loan details' `recProducts` and the joint
 * logon fail list. Paused products are disabled (`solving` 0); a display-only product has
 * `globally` '0' and is shown without a link.
 */
export function toRecommendedItem(
  product: Product,
  lang: Lang,
  lenders: ReadonlyMap<number, Lender> = new Map(),
): RecommendedItem {
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
    ...lenderField(product, lenders),
    offer: offerTermsOf(product),
  };
}

/**
 * The region's products as recommended items, leaving one out: only those whose lender is
 * complete, in the disclosed order (offer-terms.ts `offerable`, decision 057).
 */
export function recommendedItems(
  products: readonly Product[],
  lang: Lang,
  excludeProductId: number | undefined,
  lenders: ReadonlyMap<number, Lender>,
): RecommendedItem[] {
  return offerable(
    products.filter((p) => p.id !== excludeProductId),
    lenders,
  ).map((p) => toRecommendedItem(p, lang, lenders));
}
