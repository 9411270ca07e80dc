import { useId } from 'react';
import { t } from '../../../shared/i18n.ts';
import type { RecommendedProduct } from '@tenor/contract/endpoints/loans';
import { type Currency, formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: RecommendedProduct;
  currency: Currency;
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
  currency,
  showTags,
  busy,
  eager,
  headingLevel = 2,
  onApply,
}: ProductCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const tags = showTags ? product.productTags.filter(Boolean) : [];
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="product-card">
      <div className={styles.head}>
        <img
          className={styles.logo}
          src={product.productLogo}
          alt={product.productName}
          width={48}
          height={48}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className={styles.headText}>
          <Heading className={styles.name} id={titleId}>
            {product.productName}
          </Heading>
          {tags.length > 0 && (
            <ul className={styles.tags} role="list" aria-label={t('loans.tags')}>
              {tags.map((tag, i) => (
                <li key={`${i}-${tag}`} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className={styles.amount} data-testid="amount-range">
        <span className={styles.nowrap}>{formatMoney(product.amountMin, currency)}</span>
        {' – '}
        <span className={styles.nowrap}>{formatMoney(product.amountMax, currency)}</span>
      </p>
      <p className={styles.muted}>{product.amountRangeDes}</p>
      <p className={styles.facts}>
        <span className={styles.rate}>{product.loanRate}</span>
        {product.productDesc && <span className={styles.muted}>{product.productDesc}</span>}
      </p>
      <Button block busy={busy} disabled={product.buttonStatus !== 1} onClick={onApply}>
        {product.buttonText}
      </Button>
    </article>
  );
}
