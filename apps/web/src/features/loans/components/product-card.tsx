import { useId } from 'react';
import type { RecommendedProduct } from '@tenor/contract/endpoints/loans';
import type { Region } from '@tenor/contract/launch';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { ProductTerms } from './product-terms.tsx';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: RecommendedProduct;
  region: Region;
  showTags: boolean;
  busy: boolean;
  /** Above the fold: load the logo eagerly. */
  eager: boolean;
  /** Level of the product name's heading (3 under a section heading). */
  headingLevel?: 2 | 3;
  onApply: () => void;
}

export function ProductCard({
  product,
  region,
  showTags,
  busy,
  eager,
  headingLevel = 2,
  onApply,
}: ProductCardProps) {
  const titleId = useId();
  const tags = showTags ? product.productTags.filter(Boolean) : [];
  return (
    <Card as="article" aria-labelledby={titleId} data-testid="product-card">
      <ProductHeader
        logo={product.productLogo}
        name={product.productName}
        size="large"
        as={headingLevel === 3 ? 'h3' : 'h2'}
        nameId={titleId}
        logoAlt={product.productName}
        loading={eager ? 'eager' : 'lazy'}
      >
        {tags.length > 0 && (
          <ul className={styles.tags} role="list" aria-label={t('loans.tags')}>
            {tags.map((tag, i) => (
              <li key={`${i}-${tag}`} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </ProductHeader>
      <ProductTerms product={product} region={region} amountTestId="amount-range" />
      <Button block busy={busy} disabled={product.buttonStatus !== 1} onClick={onApply}>
        {product.buttonText}
      </Button>
    </Card>
  );
}
