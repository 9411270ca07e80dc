import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { ProductList } from './product-list.tsx';

/** `/relevant?scene=` — recommended products ('Pengajuan Khusus', docs/screens.md "Recommended products"). */
export function RecommendedProducts() {
  return (
    <PageRoute page="relevant" title={t('loans.relevantTitle')}>
      {({ scene }) => <ProductList scene={scene} />}
    </PageRoute>
  );
}
