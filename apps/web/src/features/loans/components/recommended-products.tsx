import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { relevantPage } from '../api/recommended-products.ts';
import { OfferListNotes } from './offer-list-notes.tsx';
import { ProductList } from './product-list.tsx';

function Products({ scene }: { scene: string | undefined }) {
  const disclosure = usePageQuery(relevantPage, 'disclosure');
  return (
    <>
      <OfferListNotes info={disclosure.data} />
      <ProductList products={usePageQuery(relevantPage, 'products')} scene={scene} />
    </>
  );
}

/** `/relevant?scene=` — recommended products ('Pengajuan Khusus', docs/screens.md "Recommended products"). */
export function RecommendedProducts() {
  return (
    <PageRoute page="relevant" title={t('loans.relevantTitle')}>
      {({ scene }) => <Products scene={scene} />}
    </PageRoute>
  );
}
