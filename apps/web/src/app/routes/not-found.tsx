import { canGoBack, useNavigate } from '../../lib/navigation.tsx';
import { t } from '../../shared/i18n.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageLayout } from '../../shared/ui/page-layout.tsx';
import { StateView } from '../../shared/ui/state-view.tsx';
import { useAppHome } from '../../shared/app-home.ts';

/** Any path without a page yet (including pages a later release builds). */
export function Component() {
  const navigate = useNavigate();
  const back = canGoBack();
  const goHome = useAppHome();
  return (
    <PageLayout title={t('common.notFoundTitle')}>
      <StateView
        icon="search"
        title={t('common.notFoundTitle')}
        message={t('common.notFoundBody')}
        testId="not-found"
        actions={
          <>
            {back && (
              <Button block onClick={() => void navigate(-1)}>
                {t('common.goBack')}
              </Button>
            )}
            <Button block variant={back ? 'secondary' : 'primary'} onClick={() => goHome()}>
              {t('common.backHome')}
            </Button>
          </>
        }
      />
    </PageLayout>
  );
}
