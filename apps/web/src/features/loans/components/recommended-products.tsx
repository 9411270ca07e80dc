import { t } from '../../../shared/i18n.ts';
import { hasSession } from '../../../app/launch.ts';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { ProductList } from './product-list.tsx';

/** Recommended products ('Pengajuan Khusus', spec §2). `scene` comes from the page's own query. */
export function RecommendedProducts({ scene }: { scene: string | undefined }) {
  return (
    <Page title={t('loans.relevantTitle')}>
      {hasSession() ? <ProductList scene={scene} /> : <NoSession />}
    </Page>
  );
}
