import { Card } from '../../../shared/ui/card.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import styles from './product-card-skeleton.module.css';

/** Same box as a product card, so the list does not jump when data arrives. */
export function ProductCardSkeleton() {
  return (
    <Card as="div" className={styles.box} data-testid="product-card-skeleton">
      <div className={styles.head}>
        <Skeleton className={styles.logoBlock} />
        <Skeleton className={styles.name} />
      </div>
      <Skeleton className={styles.amount} />
      <Skeleton className={styles.line} />
      <Skeleton className={styles.line} />
      <Skeleton className={styles.button} />
    </Card>
  );
}
