import { t } from '../../../shared/i18n.ts';
import { TAGGED_PRODUCTS } from '@tenor/contract/rules';
import { bridge } from '../../../app/bridge.ts';
import { currency } from '../../../app/launch.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { useApplyProduct } from '../api/apply-product.ts';
import { useRecommendedProducts } from '../api/recommended-products.ts';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import styles from './recommended-products.module.css';

const SKELETON_CARDS = 3;

/**
 * The recommended products with their apply flow (spec §7), in every state: loading,
 * failed with a retry, empty ("come back tomorrow"), the cards. Used by /relevant and
 * the failure page. Call it only with a session.
 */
export function ProductList({
  scene,
  headingLevel = 2,
}: {
  scene: string | undefined;
  headingLevel?: 2 | 3;
}) {
  const products = useRecommendedProducts(scene, true);
  const { apply, busyProductId } = useApplyProduct();

  if (products.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <p className="visually-hidden">{t('common.loading')}</p>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (products.isError) {
    return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  }
  if (products.data.length === 0) {
    return (
      <EmptyState
        title={t('loans.empty')}
        action={
          <Button block onClick={() => bridge.openAppHome()}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }
  const money = currency();
  return (
    <ul className={styles.list} role="list" aria-label={t('loans.productList')}>
      {products.data.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            currency={money}
            showTags={index < TAGGED_PRODUCTS}
            eager={index < 2}
            headingLevel={headingLevel}
            busy={busyProductId === product.id}
            onApply={() => apply({ productId: product.id, position: index, scene })}
          />
        </li>
      ))}
    </ul>
  );
}
