import { useId } from 'react';
import type { RecommendedItem } from '@tenor/contract/endpoints/loans';
import { useAppHome } from '../../../shared/app-home.ts';
import { t } from '../../../shared/i18n.ts';
import { region } from '../../../lib/launch.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useOpenItem } from '../api/product-link.ts';
import { itemMode } from '../recommended-items.ts';
import { RecommendedItemCard } from './recommended-item-card.tsx';
import styles from './products-section.module.css';

/**
 * The recommended items of loan details and joint logon fail, with "more products" (the
 * app home; the recommended products outside the app, useAppHome). Tapping an item records the event and opens its link (useOpenItem).
 */
export function RecommendedItemsSection({
  items,
  title = t('loans.recommendedTitle'),
}: {
  items: readonly RecommendedItem[];
  title?: string;
}) {
  const headingId = useId();
  const { open, busyProductId } = useOpenItem();
  const goHome = useAppHome();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="recommended">
      <h2 className={styles.heading} id={headingId}>
        {title}
      </h2>
      {items.length > 0 && (
        <ul className={styles.list} role="list">
          {items.map((item, index) => (
            <li key={item.productId}>
              <RecommendedItemCard
                item={item}
                mode={itemMode(item)}
                region={region()}
                eager={index < 1}
                busy={busyProductId === item.productId}
                onOpen={() => open({ productId: item.productId, index })}
              />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" block onClick={() => goHome()}>
        {t('loans.moreProducts')}
      </Button>
    </section>
  );
}
