import type { RecommendedProduct } from '@tenor/contract/endpoints/loans';
import { formatPercent } from '@tenor/contract/format';
import type { Lender, Product } from '../../db/schema.ts';
import { lenderField } from '../../domain/products/lender-rules.ts';
import type { Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { copy } from './copy.ts';
import { offerTermsOf } from './offer-terms.ts';

/** Tags by product row: catalogue rows are frozen and shared, so each is parsed once. */
const tagsOfRow = new WeakMap<Product, readonly string[]>();

function tagsOf(product: Product): readonly string[] {
  let tags = tagsOfRow.get(product);
  if (tags === undefined) {
    tags = parseTags(product.tags);
    tagsOfRow.set(product, tags);
  }
  return tags;
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The card's daily rate: the row's text (`0.05%/day`, operators may edit it); the staff pack
 * reads the product's rate in Chinese (`0.05%/天`), a Hindi reader in Hindi (`0.05%/दिन`).
 */
export function loanRateOf(product: Product, lang: Lang): string {
  return lang === 'zh' || lang === 'hi'
    ? copy(lang, 'rateValue', { rate: formatPercent(product.region, product.daily_rate_bps) })
    : product.loan_rate;
}

/**
 * A product row as a recommended-list card; paused products show a disabled button. The row's
 * words are the market's; the staff pack reads them in Chinese (content/content-zh.ts).
 */
export function toRecommendedProduct(
  product: Product,
  pausedButtonText: string,
  lang: Lang = 'en',
  lenders: ReadonlyMap<number, Lender> = new Map(),
): RecommendedProduct {
  const active = product.status === 'active';
  const words = (text: string) => contentText(lang, text);
  return {
    id: product.id,
    productLogo: product.logo,
    productName: product.name,
    amountMin: product.amount_min,
    amountMax: product.amount_max,
    amountRangeDes: words(product.amount_range_des),
    loanRate: loanRateOf(product, lang),
    productDesc: words(product.description),
    productTags: tagsOf(product).map(words),
    buttonStatus: active ? 1 : 0,
    buttonText: active ? words(product.button_text) : pausedButtonText,
    ...lenderField(product, lenders),
    offer: offerTermsOf(product),
  };
}

/**
 * Products still open to the borrower today: those not applied to yet. When nothing
 * applicable is left (only paused cards would remain) the list is empty, so the page shows
 * "applications are full, come back tomorrow" instead of a wall of disabled buttons.
 */
export function openProducts<P extends Pick<Product, 'id' | 'status'>>(
  products: readonly P[],
  appliedToday: ReadonlySet<number>,
): P[] {
  const remaining = products.filter((p) => !appliedToday.has(p.id));
  return remaining.some((p) => p.status === 'active') ? remaining : [];
}
