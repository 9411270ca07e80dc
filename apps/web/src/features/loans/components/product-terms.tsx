import type { RecommendedProduct } from '@tenor/contract/endpoints/loans';
import { formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { OfferFacts } from './offer-facts.tsx';
import styles from './product-card.module.css';

/** What a product or a recommended item offers, as their cards say it under the name. */
export type ProductTermsOf = Pick<
  RecommendedProduct,
  'amountMin' | 'amountMax' | 'amountRangeDes' | 'loanRate' | 'productDesc' | 'lender' | 'offer'
>;

/**
 * A product's terms on its card (the product list's and a recommended item's): the amount
 * range and what it means, the rate with the product's own line, its lender and the offer's
 * facts. `amountTestId` names the range.
 */
export function ProductTerms({
  product,
  region,
  amountTestId,
}: {
  product: ProductTermsOf;
  region: Region;
  amountTestId?: string;
}) {
  return (
    <>
      <p className={styles.amount} data-testid={amountTestId}>
        <span className={styles.nowrap}>{formatMoney(region, product.amountMin)}</span>
        {' – '}
        <span className={styles.nowrap}>{formatMoney(region, product.amountMax)}</span>
      </p>
      <p className="muted">{product.amountRangeDes}</p>
      <p className={styles.facts}>
        <span className={styles.rate}>{product.loanRate}</span>
        {product.productDesc && <span className="muted">{product.productDesc}</span>}
      </p>
      <LenderLine lender={product.lender} />
      <OfferFacts offer={product.offer} region={region} />
    </>
  );
}
