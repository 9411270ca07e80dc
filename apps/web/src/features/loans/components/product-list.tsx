import { useLocation } from '../../../lib/navigation.tsx';
import type { RecommendedProduct } from '@tenor/contract/endpoints/loans';
import { pagePaths } from '@tenor/contract/paths';
import { TAGGED_PRODUCTS } from '@tenor/contract/rules';
import { siteHref, siteLanguageOf } from '@tenor/contract/site';
import { launchParams, region } from '../../../lib/launch.ts';
import { useAppHome } from '../../../shared/app-home.ts';
import { Slice } from '../../../shared/hydration-slices.tsx';
import { t } from '../../../shared/i18n.ts';
import { type Loadable, QueryView } from '../../../shared/page/query-view.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useApplyProduct } from '../api/apply-product.ts';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import styles from './products-section.module.css';

const SKELETON_CARDS = 3;

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * The recommended products with their apply flow (docs/screens.md "Recommended products"): the cards, or "come back
 * tomorrow" when there are none. Used by /relevant and the failure page, with a session; each
 * reads the list through its own page's declaration (api/recommended-products.ts).
 */
export function ProductList({
  products,
  scene,
  headingLevel = 2,
}: {
  products: Loadable<RecommendedProduct[]>;
  scene: string | undefined;
  headingLevel?: 2 | 3;
}) {
  const { apply, busyProductId } = useApplyProduct();
  // Outside the app, "Back to Home" leads to the recommended products, or from them (this
  // empty list) to the company's home page, in the launch's language.
  const onRecommended = useLocation().pathname === pagePaths.relevant;
  const goHome = useAppHome(
    onRecommended ? siteHref('siteHome', siteLanguageOf(launchParams())) : undefined,
  );
  return (
    <QueryView query={products} skeleton={<ListSkeleton />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            title={t('loans.empty')}
            action={
              <Button block onClick={() => goHome()}>
                {t('common.backHome')}
              </Button>
            }
          />
        ) : (
          <ul className={styles.list} role="list" aria-label={t('loans.productList')}>
            {list.map((product, index) => (
              <li key={product.id}>
                <Slice>
                  <ProductCard
                    product={product}
                    region={region()}
                    showTags={index < TAGGED_PRODUCTS}
                    eager={index < 2}
                    headingLevel={headingLevel}
                    busy={busyProductId === product.id}
                    onApply={() => apply({ productId: product.id, position: index, scene })}
                  />
                </Slice>
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
