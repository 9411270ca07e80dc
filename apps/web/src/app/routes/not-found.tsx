import { useNavigate } from 'react-router';
import { t } from '../../shared/i18n.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PageLayout } from '../../shared/ui/page-layout.tsx';
import { StateView } from '../../shared/ui/state-view.tsx';
import { bridge } from '../../lib/bridge.ts';

/** Any path without a page yet (including pages a later release builds). */
export function Component() {
  const navigate = useNavigate();
  // React Router numbers its history entries; above 0 there is an in-app page to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <PageLayout title={t('common.notFoundTitle')}>
      <StateView
        icon="search"
        title={t('common.notFoundTitle')}
        message={t('common.notFoundBody')}
        testId="not-found"
        actions={
          <>
            {canGoBack && (
              <Button block onClick={() => void navigate(-1)}>
                {t('common.goBack')}
              </Button>
            )}
            <Button
              block
              variant={canGoBack ? 'secondary' : 'primary'}
              onClick={() => bridge.openAppHome()}
            >
              {t('common.backHome')}
            </Button>
          </>
        }
      />
    </PageLayout>
  );
}
