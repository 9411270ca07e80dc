import type { RecommendedProduct } from '@tenor/contract/endpoints/loans';
import type { Product } from '../../db/schema.ts';

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

/** A product row as a recommended-list card; paused products show a disabled button. */
export function toRecommendedProduct(
  product: Product,
  pausedButtonText: string,
): RecommendedProduct {
  const active = product.status === 'active';
  return {
    id: product.id,
    productLogo: product.logo,
    productName: product.name,
    amountMin: product.amount_min,
    amountMax: product.amount_max,
    amountRangeDes: product.amount_range_des,
    loanRate: product.loan_rate,
    productDesc: product.description,
    productTags: [...tagsOf(product)],
    buttonStatus: active ? 1 : 0,
    buttonText: active ? product.button_text : pausedButtonText,
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
