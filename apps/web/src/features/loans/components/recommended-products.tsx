import { t } from '../../../shared/i18n.ts';
import { TAGGED_PRODUCTS } from '@tenor/contract/rules';
import { bridge } from '../../../app/bridge.ts';
import { currency, hasSession } from '../../../app/launch.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useApplyProduct } from '../api/apply-product.ts';
import { useRecommendedProducts } from '../api/recommended-products.ts';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import styles from './recommended-products.module.css';

const SKELETON_CARDS = 3;

/** Recommended products ('Pengajuan Khusus', spec §2). `scene` comes from the page's own query. */
export function RecommendedProducts({ scene }: { scene: string | undefined }) {
  const session = hasSession();
  const products = useRecommendedProducts(scene, session);
  const { apply, busyProductId } = useApplyProduct();

  let content;
  if (!session) {
    content = <NoSession />;
  } else if (products.isPending) {
    content = (
      <div className={styles.list} aria-busy="true">
        <p className="visually-hidden">{t('common.loading')}</p>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (products.isError) {
    content = <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  } else if (products.data.length === 0) {
    content = (
      <EmptyState
        title={t('loans.empty')}
        action={
          <Button block onClick={() => bridge.openAppHome()}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  } else {
    const money = currency();
    content = (
      <ul className={styles.list} role="list" aria-label={t('loans.productList')}>
        {products.data.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              currency={money}
              showTags={index < TAGGED_PRODUCTS}
              eager={index < 2}
              busy={busyProductId === product.id}
              onApply={() => apply({ productId: product.id, position: index, scene })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return <Page title={t('loans.relevantTitle')}>{content}</Page>;
}
