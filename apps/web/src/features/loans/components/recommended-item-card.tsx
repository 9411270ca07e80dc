import { useId } from 'react';
import type { RecommendedItem } from '@tenor/contract/endpoints/loans';
import { type Currency, formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { ItemMode } from '../recommended-items.ts';
import styles from './product-card.module.css';
import own from './recommended-item-card.module.css';

export interface RecommendedItemCardProps {
  item: RecommendedItem;
  mode: ItemMode;
  currency: Currency;
  busy: boolean;
  eager: boolean;
  onOpen: () => void;
}

/** A recommended item (spec §3): same card as the product list; display-only items have no button. */
export function RecommendedItemCard({
  item,
  mode,
  currency,
  busy,
  eager,
  onOpen,
}: RecommendedItemCardProps) {
  const titleId = useId();
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="recommended-item"
      data-mode={mode}
    >
      <div className={styles.head}>
        <img
          className={styles.logo}
          src={item.productLogo}
          alt={item.productName}
          width={48}
          height={48}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className={styles.headText}>
          <h3 className={styles.name} id={titleId}>
            {item.productName}
          </h3>
        </div>
      </div>
      <p className={styles.amount}>
        <span className={styles.nowrap}>{formatMoney(item.amountMin, currency)}</span>
        {' – '}
        <span className={styles.nowrap}>{formatMoney(item.amountMax, currency)}</span>
      </p>
      <p className={styles.muted}>{item.amountRangeDes}</p>
      <p className={styles.facts}>
        <span className={styles.rate}>{item.loanRate}</span>
        {item.productDesc && <span className={styles.muted}>{item.productDesc}</span>}
      </p>
      {item.caveats && (
        <p className={own.caveats} data-testid="caveats">
          {item.caveats}
        </p>
      )}
      {mode !== 'display' && (
        <Button block busy={busy} disabled={mode === 'disabled'} onClick={onOpen}>
          {item.buttonText}
        </Button>
      )}
    </article>
  );
}
